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
