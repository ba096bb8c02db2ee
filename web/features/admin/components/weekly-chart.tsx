import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { token } from 'styled-system/tokens'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatDollars } from '#core/money'
import type { OverviewWeek } from '../api/overview'

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * Sales and gifts by week as bars (uPlot: small, canvas, loaded with this module only, decision
 * 036). The canvas is decoration for sighted staff: the table beside it carries the numbers.
 */
export default function WeeklyChart({ weeks }: { weeks: OverviewWeek[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const labels = weeks.map((week) => short.format(new Date(week.start)))
    const bars = uPlot.paths.bars!({ size: [0.35, 40], align: 0 })
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: 260,
      // Half a week of room either side: the bars sit beside each week's mark, and the current
      // week's gifts, right of its mark, were cut off at the edge.
      scales: { x: { time: false, range: [-0.5, weeks.length - 0.5] } },
      // The colours' key, without the hover read-out (the table carries the numbers).
      legend: { show: true, live: false },
      axes: [
        { values: (_, ticks) => ticks.map((tick) => labels[tick] ?? '') },
        { values: (_, ticks) => ticks.map((tick) => formatDollars(tick)), size: 70 },
      ],
      series: [
        { label: 'Week', value: (_, index) => labels[index] ?? '' },
        {
          label: 'Sales',
          stroke: token('colors.coral.600'),
          fill: token('colors.coral.400'),
          paths: bars,
          value: (_, v) => (v == null ? '' : formatDollars(v)),
        },
        {
          label: 'Gifts',
          stroke: token('colors.teal.700'),
          fill: token('colors.teal.400'),
          paths: uPlot.paths.bars!({ size: [0.35, 40], align: 1 }),
          value: (_, v) => (v == null ? '' : formatDollars(v)),
        },
      ],
    }
    const data: uPlot.AlignedData = [
      weeks.map((_, i) => i),
      weeks.map((week) => week.sales),
      weeks.map((week) => week.gifts),
    ]
    const chart = new uPlot(options, data, element)
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: 260 }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [weeks])
  // No minimum width of its own (a grid item's is its content's): the drawn canvas must not
  // hold the column at the width it was drawn for when the window narrows or is zoomed in.
  return (
    <div
      ref={box}
      aria-hidden="true"
      className={css({ w: 'full', minW: '0', minH: '260px', overflow: 'hidden' })}
    />
  )
}
