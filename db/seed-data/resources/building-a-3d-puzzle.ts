export const buildingA3dPuzzle = `A 3D puzzle is one of the best rainy-afternoon projects you can share with a child. It asks for patience, careful looking and a plan, and at the end there is something real to stand on a shelf. Here is how to make the build enjoyable rather than frustrating.

Choose the right size. For children aged 6 to 8, start with 30 to 60 large pieces and a model they already love, such as an animal or a vehicle. Children aged 9 and up can manage 80 to 150 pieces spread over several sessions. A puzzle that is a little too easy is better than one that ends in tears.

Prepare the space. Clear a table where the build can stay overnight, and give every sheet or bag of pieces its own tray or bowl. A cutting board makes a good base, because you can slide the whole project away at dinner time.

Read the map together. Before pressing out a single piece, open the instructions and ask your child to find step one, count the pieces it needs and point to where they go. Reading a diagram is a skill in its own right, and it is the skill this toy teaches best.

Let your child's hands do the work. Your job is to ask questions, not to place pieces. Try "Which edge has the same number as this one?" or "What would happen if you turned it over?" When a piece will not fit, talk about why before trying again. Working out a mistake teaches more than avoiding it.

Plan short sessions. Twenty to forty minutes is plenty for most children. Stop while it is still fun, and take a photo of the progress so there is something to look forward to next time.

Celebrate the finish. Give the model a name, a place of honor, and a moment to talk about the hardest step and how it was solved. Those few sentences help a child notice their own persistence, which is the skill that will carry into maths, reading and everything else.

A note on safety: small pieces are a choking hazard for children under 3, so keep trays out of reach of younger siblings and count pieces back into the box at the end of each session.`

export const buildingA3dPuzzleInSpanish = `Un rompecabezas 3D es uno de los mejores proyectos para compartir con un niño en una tarde de lluvia. Pide paciencia, observar con atención y un plan, y al final queda algo real para poner en un estante. Así puede lograr que armarlo sea un placer y no una frustración.

Elija el tamaño adecuado. Para niños de 6 a 8 años, empiece con entre 30 y 60 piezas grandes y un modelo que ya les encante, como un animal o un vehículo. Los niños de 9 años en adelante pueden armar de 80 a 150 piezas repartidas en varias sesiones. Es mejor un rompecabezas un poco fácil que uno que termine en lágrimas.

Prepare el espacio. Despeje una mesa donde el proyecto pueda quedarse de un día para otro, y dele a cada lámina o bolsa de piezas su propia bandeja o tazón. Una tabla de cortar sirve de buena base, porque a la hora de la cena puede apartar todo el proyecto de una sola vez.

Lean el mapa juntos. Antes de desprender una sola pieza, abran las instrucciones y pídale a su hijo que encuentre el primer paso, cuente las piezas que necesita y señale dónde van. Leer un diagrama es una habilidad en sí misma, y es la que mejor enseña este juguete.

Deje que las manos de su hijo hagan el trabajo. Su tarea es hacer preguntas, no colocar piezas. Pruebe con “¿Qué borde tiene el mismo número que este?” o “¿Qué pasaría si le das la vuelta?”. Cuando una pieza no encaje, hablen de por qué antes de volver a intentarlo. Resolver un error enseña más que evitarlo.

Planee sesiones cortas. De veinte a cuarenta minutos es suficiente para la mayoría de los niños. Terminen la sesión mientras todavía sea divertido y tome una foto del avance, así tendrán algo que esperar con ganas la próxima vez.

Celebren el final. Denle al modelo un nombre, un lugar de honor y un momento para hablar del paso más difícil y de cómo lo resolvieron. Esas pocas frases ayudan al niño a darse cuenta de su propia perseverancia, la habilidad que lo acompañará en las matemáticas, la lectura y todo lo demás.

Una nota sobre seguridad: las piezas pequeñas representan un riesgo de asfixia para los niños menores de 3 años, así que mantenga las bandejas fuera del alcance de los hermanos más pequeños y cuente las piezas al guardarlas en la caja al final de cada sesión.`
