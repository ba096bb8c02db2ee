export const stayingSafeOnline = `Children go online for homework, games and talking to friends, often earlier than parents expect. Rules matter, but the strongest protection is a child who knows they can come to you when something feels wrong. This checklist helps you build both.

Talk first, then set up. Sit together and agree on what the family's devices are for, where they are used and when they are put away. Write the agreement down and put it on the fridge. Children keep rules better when they helped to make them.

Keep devices in shared spaces. For younger children, laptops and tablets live in the kitchen or living room, not the bedroom. Charging phones overnight outside bedrooms also helps sleep.

Use the controls you already have. Most phones, tablets, game consoles and home routers include free parental controls for content filters, purchase approval and time limits. Turn them on, and review them every few months as your child grows.

Protect personal information. Teach children never to share their full name, school, address, phone number or passwords with people they only know online, and to ask before posting photos that show where they live or go to school.

Use strong, unique passwords. Help your child create a long passphrase, such as three or four random words, and keep a copy in a family password manager or a notebook stored safely at home. Turn on two-step verification for accounts that offer it.

Think before you click. Explain that messages promising prizes, free game currency or urgent warnings are often tricks. The safe move is to close the message and ask an adult.

Be kind and expect kindness. Talk about how words online feel just as real as words in person. Agree on what to do about unkind messages: do not reply, take a screenshot, block the sender and tell an adult.

Know the apps. Check the age ratings of apps and games, and try new ones together first. Many social media services require users to be at least 13.

Keep the door open. If your child tells you about something upsetting they saw or did online, stay calm and thank them for telling you. A child who is punished for speaking up is less likely to speak up next time.

Revisit the plan. Set a reminder to review the agreement twice a year or at each birthday. What suits an 8-year-old will not suit a 12-year-old, and growing independence is the goal.`

export const stayingSafeOnlineInSpanish = `Los niños se conectan a internet para hacer la tarea, jugar y hablar con sus amigos, muchas veces antes de lo que los padres esperan. Las reglas importan, pero la mejor protección es un niño que sabe que puede acudir a usted cuando algo no le parece bien. Esta lista le ayuda a lograr ambas cosas.

Primero hablen, luego configuren. Siéntense juntos y pónganse de acuerdo sobre para qué sirven los dispositivos de la familia, dónde se usan y cuándo se guardan. Escriban el acuerdo y péguenlo en el refrigerador. Los niños cumplen mejor las reglas que ayudaron a crear.

Mantenga los dispositivos en espacios compartidos. Para los niños más pequeños, las computadoras portátiles y las tabletas se quedan en la cocina o en la sala, no en el dormitorio. Cargar los teléfonos durante la noche fuera de los dormitorios también ayuda a dormir mejor.

Use los controles que ya tiene. La mayoría de los teléfonos, tabletas, consolas de videojuegos y enrutadores del hogar incluyen controles parentales gratuitos para filtrar contenido, aprobar compras y poner límites de tiempo. Actívelos y revíselos cada pocos meses, a medida que su hijo crece.

Proteja la información personal. Enséñeles a sus hijos a nunca compartir su nombre completo, su escuela, su dirección, su número de teléfono ni sus contraseñas con personas que solo conocen en línea, y a pedir permiso antes de publicar fotos que muestren dónde viven o a qué escuela van.

Use contraseñas seguras y únicas. Ayude a su hijo a crear una frase de contraseña larga, como tres o cuatro palabras al azar, y guarde una copia en un administrador de contraseñas familiar o en un cuaderno bien guardado en casa. Active la verificación en dos pasos en las cuentas que la ofrezcan.

Piense antes de hacer clic. Explíquele a su hijo que los mensajes que prometen premios, monedas gratis para juegos o avisos urgentes suelen ser engaños. Lo más seguro es cerrar el mensaje y preguntarle a un adulto.

Sea amable y espere amabilidad. Hablen de cómo las palabras en línea se sienten tan reales como las que se dicen en persona. Acuerden qué hacer ante los mensajes hirientes: no responder, tomar una captura de pantalla, bloquear a quien lo envió y avisarle a un adulto.

Conozca las aplicaciones. Revise la clasificación por edad de las aplicaciones y los juegos, y pruebe los nuevos primero junto con su hijo. Muchas redes sociales exigen que los usuarios tengan al menos 13 años.

Mantenga la puerta abierta. Si su hijo le cuenta algo inquietante que vio o hizo en línea, mantenga la calma y agradézcale que se lo haya contado. Un niño al que castigan por hablar tendrá menos ganas de hablar la próxima vez.

Revise el plan. Ponga un recordatorio para revisar el acuerdo dos veces al año o en cada cumpleaños. Lo que le sirve a un niño de 8 años no le servirá a uno de 12, y la meta es que gane independencia.`
