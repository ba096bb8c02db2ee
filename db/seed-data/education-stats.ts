export interface SeedEducationStat {
  title: string
  trend: string
  value: string
  description: string
  source: string
}

/** Published figures, each with its year, so the dashboard never states more than the source does. */
export const seedEducationStats: SeedEducationStat[] = [
  {
    title: 'Eighth graders proficient in math',
    trend: '-8 pts',
    value: '26%',
    description:
      'Share of U.S. eighth graders at or above NAEP Proficient in mathematics in 2022, down from 34% in 2019.',
    source: 'NCES, NAEP 2022 Mathematics Assessment',
  },
  {
    title: 'Fourth graders proficient in reading',
    trend: '-2 pts',
    value: '33%',
    description:
      'Share of U.S. fourth graders at or above NAEP Proficient in reading in 2022, compared with 35% in 2019.',
    source: 'NCES, NAEP 2022 Reading Assessment',
  },
  {
    title: 'U.S. 15-year-olds in PISA mathematics',
    trend: '-13 pts',
    value: '465',
    description:
      'Average PISA 2022 mathematics score of U.S. 15-year-olds, 13 points lower than in 2018 and below the OECD average of 472.',
    source: 'OECD, PISA 2022 Results',
  },
  {
    title: 'High schools teaching computer science',
    trend: 'Rising',
    value: '60%',
    description:
      'Share of U.S. public high schools offering a foundational computer science course in the 2023-24 school year; the share has grown every year the report has tracked it.',
    source: 'Code.org, CSTA & ECEP Alliance, 2024 State of Computer Science Education',
  },
  {
    title: 'Daily screen media use of tweens',
    trend: 'Rising',
    value: '5h 33m',
    description:
      'Average daily screen media use of U.S. 8- to 12-year-olds in 2021, excluding time for school and homework; it grew faster between 2019 and 2021 than in the four years before.',
    source: 'Common Sense Media, The Common Sense Census 2021',
  },
  {
    title: 'Teens with access to a smartphone',
    trend: '+22 pts',
    value: '95%',
    description:
      'Share of U.S. teens aged 13 to 17 who say they have or have access to a smartphone in 2022, up from 73% in 2014-15.',
    source: 'Pew Research Center, Teens, Social Media and Technology 2022',
  },
]
