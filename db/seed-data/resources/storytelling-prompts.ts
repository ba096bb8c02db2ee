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
