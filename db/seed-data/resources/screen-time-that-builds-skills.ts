export const screenTimeThatBuildsSkills = `Screen time is rarely all good or all bad. An hour of building a game in a visual coding tool is very different from an hour of autoplaying videos. Instead of only counting minutes, ask what your child is doing on the screen and how they feel afterwards.

Create more than you consume. The most valuable screen time usually involves making something: a story, a drawing, a short animation, a piece of music or a simple program. Free tools such as Scratch, made for children by the MIT Media Lab, let children build interactive stories and games with drag-and-drop blocks.

Watch together, then talk. Educational videos work best with a conversation afterwards. Ask your child to explain one thing they learned, or to teach it to a younger sibling. Explaining an idea is one of the best ways to understand it.

Choose games with a challenge. Puzzle games that ask children to plan, test and try again build the same reasoning skills as a physical logic puzzle. Look for games without endless rewards or pressure to buy extras, and check independent reviews before downloading.

Keep a balance. Screens should sit alongside sleep, outdoor play, reading and time with family, not replace them. Many families find it easier to agree on screen-free times, such as meals and the hour before bed, than to police a daily total.

Use the screen as a starting point. A video about volcanoes can lead to a kitchen-table eruption; a coding game can lead to drawing a maze on paper for a friend to solve. When screen time sparks an offline project, you know it has done its job.

Notice how your child feels. Irritability when a device is taken away, trouble sleeping or losing interest in other activities are signs that the current mix is not working. Adjust it together rather than all at once.

Be a model. Children notice how adults use their phones. Putting your own device away during meals and conversations makes family agreements fairer and easier to keep.

Here is a simple weekly idea: pick one creative project to work on together on screen, such as a digital comic, a short stop-motion film or a simple game, and share the finished result with relatives. It turns screen time into a skill, and into something your child is proud of.`

export const screenTimeThatBuildsSkillsInSpanish = `El tiempo frente a la pantalla rara vez es del todo bueno o del todo malo. Una hora creando un juego con una herramienta de programación visual es muy distinta de una hora de videos que se reproducen solos. En lugar de solo contar minutos, pregúntese qué hace su hijo en la pantalla y cómo se siente después.

Creen más de lo que consumen. El tiempo de pantalla más valioso suele consistir en hacer algo: un cuento, un dibujo, una animación corta, una pieza musical o un programa sencillo. Herramientas gratuitas como Scratch, creada para niños por el MIT Media Lab, permiten armar cuentos interactivos y juegos con bloques que se arrastran y se sueltan.

Vean juntos y después conversen. Los videos educativos funcionan mejor con una conversación después. Pídale a su hijo que le explique algo que aprendió o que se lo enseñe a un hermano menor. Explicar una idea es una de las mejores maneras de entenderla.

Elija juegos que sean un reto. Los juegos de rompecabezas que piden a los niños planear, probar y volver a intentar desarrollan las mismas habilidades de razonamiento que un rompecabezas de lógica que se arma con las manos. Busque juegos sin recompensas interminables ni presión para comprar extras, y consulte reseñas independientes antes de descargarlos.

Mantenga el equilibrio. Las pantallas deben convivir con el sueño, el juego al aire libre, la lectura y el tiempo en familia, no reemplazarlos. A muchas familias les resulta más fácil acordar momentos sin pantallas, como las comidas y la hora antes de dormir, que vigilar un total diario.

Use la pantalla como punto de partida. Un video sobre volcanes puede terminar en una erupción sobre la mesa de la cocina; un juego de programación, en un laberinto dibujado en papel para que lo resuelva un amigo. Cuando el tiempo de pantalla inspira un proyecto lejos de ella, ha cumplido su función.

Fíjese en cómo se siente su hijo. La irritabilidad cuando se le quita un dispositivo, los problemas para dormir o la pérdida de interés en otras actividades son señales de que la combinación actual no funciona. Ajústenla juntos, poco a poco y no toda de una vez.

Dé el ejemplo. Los niños se fijan en cómo los adultos usan el teléfono. Guardar su propio dispositivo durante las comidas y las conversaciones hace que los acuerdos familiares sean más justos y más fáciles de cumplir.

Una idea sencilla para cada semana: elijan un proyecto creativo para hacer juntos en la pantalla, como una historieta digital, un cortometraje animado cuadro por cuadro o un juego sencillo, y compartan el resultado con sus familiares. Así el tiempo de pantalla se convierte en una habilidad, y en algo de lo que su hijo puede sentirse orgulloso.`
