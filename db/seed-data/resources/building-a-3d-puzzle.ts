export const buildingA3dPuzzle = `A 3D puzzle is one of the best rainy-afternoon projects you can share with a child. It asks for patience, careful looking and a plan, and at the end there is something real to stand on a shelf. Here is how to make the build enjoyable rather than frustrating.

Choose the right size. For children aged 6 to 8, start with 30 to 60 large pieces and a model they already love, such as an animal or a vehicle. Children aged 9 and up can manage 80 to 150 pieces spread over several sessions. A puzzle that is a little too easy is better than one that ends in tears.

Prepare the space. Clear a table where the build can stay overnight, and give every sheet or bag of pieces its own tray or bowl. A cutting board makes a good base, because you can slide the whole project away at dinner time.

Read the map together. Before pressing out a single piece, open the instructions and ask your child to find step one, count the pieces it needs and point to where they go. Reading a diagram is a skill in its own right, and it is the skill this toy teaches best.

Let your child's hands do the work. Your job is to ask questions, not to place pieces. Try "Which edge has the same number as this one?" or "What would happen if you turned it over?" When a piece will not fit, talk about why before trying again. Working out a mistake teaches more than avoiding it.

Plan short sessions. Twenty to forty minutes is plenty for most children. Stop while it is still fun, and take a photo of the progress so there is something to look forward to next time.

Celebrate the finish. Give the model a name, a place of honor, and a moment to talk about the hardest step and how it was solved. Those few sentences help a child notice their own persistence, which is the skill that will carry into maths, reading and everything else.

A note on safety: small pieces are a choking hazard for children under 3, so keep trays out of reach of younger siblings and count pieces back into the box at the end of each session.`
