/** What a run does to a service's listings, from the file it last received and the new one. */
export interface ServicePlan {
  /** Listings the service holds now (from the last uploaded file; 0 when it has none). */
  current: number;
  add: string[];
  change: string[];
  remove: string[];
}

export function planOf(previous: Map<string, string>, next: Map<string, string>): ServicePlan {
  return {
    current: previous.size,
    add: [...next.keys()].filter((id) => !previous.has(id)),
    change: [...next]
      .filter(([id, row]) => previous.has(id) && previous.get(id) !== row)
      .map(([id]) => id),
    remove: [...previous.keys()].filter((id) => !next.has(id)),
  };
}

/** Each import deletes what its file leaves out: removing more than half of the listings needs a yes. */
export function removesTooMany(plan: ServicePlan): boolean {
  return plan.remove.length > plan.current / 2;
}
