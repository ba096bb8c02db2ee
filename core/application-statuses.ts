/** Where a volunteer or program application stands, as staff move it (decision 031). */
export const applicationStatusValues = [
  'new',
  'contacted',
  'accepted',
  'declined',
  'withdrawn',
] as const

export type ApplicationStatus = (typeof applicationStatusValues)[number]

/** The moves staff may make; anything else answers 409. */
export const applicationMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['contacted', 'accepted', 'declined', 'withdrawn'],
  contacted: ['accepted', 'declined', 'withdrawn'],
  accepted: ['withdrawn'],
  declined: [],
  withdrawn: [],
}
