export const storytellingPrompts = `Children tell stories all day long, about the playground, a dream or the dog next door. Prompts give that natural talent a shape, so a child learns how a story starts, grows and ends. Use these at bedtime, in the car, or as the first page of a homemade book.

For ages 6 to 8, keep it concrete and playful:

A shoe wakes up one morning and decides it does not want to be worn today. Where does it go?

Your pet can talk for exactly one hour. What do they tell you?

You find a tiny door at the bottom of the garden. Who lives behind it, and what do they need help with?

The moon has lost its glow. Who in your town can help find it?

For ages 9 to 10, add a problem and a choice:

A new student arrives who speaks a language no one else in class knows. Tell the story of their first week from their point of view.

You invent a machine that can fix one thing in the world. What do you choose, and what goes wrong?

Your grandparent hands you a box they have kept since they were your age. What is inside, and why did they keep it?

For ages 11 and 12, play with structure:

Tell a story that begins at the end, and then explain how everyone got there.

Write the same event twice: once as the hero sees it, once as the villain sees it.

A message arrives from your future self with only seven words. What are they, and what do you do next?

How to use a prompt. Read it aloud, then ask three questions before any writing starts: Who is the main character? What do they want? What stands in their way? A story that answers those three questions will almost always have a middle and an ending.

Take turns. In round-robin storytelling each person adds one sentence. Children learn to listen, build on someone else's idea and cope with surprises, which are skills for any classroom.

Keep the story. Write it down, record it on a phone, or draw the best moment. Many families keep a story notebook and read old stories back a year later; children love hearing how their ideas have grown.

Praise the ideas before the spelling. At this stage the goal is imagination and structure. Grammar can be polished later, and it is easier to fix once a child cares about the story.`

// The prompts speak to the child, as a parent reading them aloud does: tú there, usted to the
// parent everywhere else.
export const storytellingPromptsInSpanish = `Los niños cuentan historias todo el día: sobre el patio de recreo, un sueño o el perro del vecino. Las ideas para empezar le dan forma a ese talento natural, para que el niño aprenda cómo una historia empieza, crece y termina. Úselas a la hora de dormir, en el auto o como la primera página de un libro hecho en casa.

Para niños de 6 a 8 años, ideas concretas y juguetonas:

Un zapato se despierta una mañana y decide que hoy no quiere que nadie se lo ponga. ¿Adónde se va?

Tu mascota puede hablar durante una hora exacta. ¿Qué te cuenta?

Encuentras una puertita al fondo del jardín. ¿Quién vive detrás y con qué necesita ayuda?

La luna perdió su brillo. ¿Quién en tu pueblo puede ayudar a encontrarlo?

Para niños de 9 y 10 años, agregue un problema y una decisión:

Llega un estudiante nuevo que habla un idioma que nadie más conoce en la clase. Cuenta la historia de su primera semana desde su punto de vista.

Inventas una máquina que puede arreglar una sola cosa en el mundo. ¿Qué eliges y qué sale mal?

Tu abuelo o abuela te entrega una caja que guarda desde que tenía tu edad. ¿Qué hay adentro y por qué la guardó?

Para niños de 11 y 12 años, jueguen con la estructura:

Cuenta una historia que empiece por el final y luego explica cómo llegaron todos ahí.

Escribe el mismo suceso dos veces: una como lo ve el héroe y otra como lo ve el villano.

Te llega un mensaje de tu yo del futuro con solo siete palabras. ¿Cuáles son y qué haces después?

Cómo usar una idea. Léala en voz alta y, antes de empezar a escribir, haga tres preguntas: ¿Quién es el personaje principal? ¿Qué quiere? ¿Qué se lo impide? Una historia que responde esas tres preguntas casi siempre tendrá un medio y un final.

Túrnense. En el cuento por turnos, cada persona agrega una oración. Los niños aprenden a escuchar, a construir sobre la idea de otro y a manejar las sorpresas, habilidades que sirven en cualquier salón de clases.

Guarde la historia. Escríbala, grábela en un teléfono o dibujen el mejor momento. Muchas familias tienen un cuaderno de cuentos y vuelven a leer las historias un año después; a los niños les encanta ver cuánto han crecido sus ideas.

Elogie las ideas antes que la ortografía. En esta etapa, la meta es la imaginación y la estructura. La gramática se puede pulir después, y es más fácil corregirla cuando al niño le importa su historia.`
