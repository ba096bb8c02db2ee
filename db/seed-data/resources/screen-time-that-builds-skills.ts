export const screenTimeThatBuildsSkills = `Screen time is rarely all good or all bad. An hour of building a game in a visual coding tool is very different from an hour of autoplaying videos. Instead of only counting minutes, ask what your child is doing on the screen and how they feel afterwards.

Create more than you consume. The most valuable screen time usually involves making something: a story, a drawing, a short animation, a piece of music or a simple program. Free tools such as Scratch, made for children by the MIT Media Lab, let children build interactive stories and games with drag-and-drop blocks.

Watch together, then talk. Educational videos work best with a conversation afterwards. Ask your child to explain one thing they learned, or to teach it to a younger sibling. Explaining an idea is one of the best ways to understand it.

Choose games with a challenge. Puzzle games that ask children to plan, test and try again build the same reasoning skills as a physical logic puzzle. Look for games without endless rewards or pressure to buy extras, and check independent reviews before downloading.

Keep a balance. Screens should sit alongside sleep, outdoor play, reading and time with family, not replace them. Many families find it easier to agree on screen-free times, such as meals and the hour before bed, than to police a daily total.

Use the screen as a starting point. A video about volcanoes can lead to a kitchen-table eruption; a coding game can lead to drawing a maze on paper for a friend to solve. When screen time sparks an offline project, you know it has done its job.

Notice how your child feels. Irritability when a device is taken away, trouble sleeping or losing interest in other activities are signs that the current mix is not working. Adjust it together rather than all at once.

Be a model. Children notice how adults use their phones. Putting your own device away during meals and conversations makes family agreements fairer and easier to keep.

Here is a simple weekly idea: pick one creative project to work on together on screen, such as a digital comic, a short stop-motion film or a simple game, and share the finished result with relatives. It turns screen time into a skill, and into something your child is proud of.`
