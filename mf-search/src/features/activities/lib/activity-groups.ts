import type { ActivityChoice } from '../../../lib/api/get-activities';

/** The use types in the order the page shows them; their ids are the page's anchors (`/plan/activities#event`). */
export const USE_TYPE_ORDER = ['event', 'meeting', 'production'] as const;

/** One group of the page: the activities of one use type, most popular first. */
export interface ActivityGroup {
  /** The anchor (`event`, `meeting`, `production`, or `other` for activities without a use type). */
  id: string;
  /** The use type as the API names it in the page's language ("Event", "Réunion"…); null for `other`. */
  label: string | null;
  activities: ActivityChoice[];
}

/**
 * The catalogue grouped by use type, the known types first in `USE_TYPE_ORDER`, any other
 * type after them in the order met, activities without one last. The catalogue's order
 * (most popular first) is kept inside each group.
 */
export function groupActivities(catalogue: readonly ActivityChoice[]): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>();
  for (const activity of catalogue) {
    const id = activity.useType?.trim().toLowerCase() || 'other';
    const group = groups.get(id) ?? { id, label: id === 'other' ? null : activity.group, activities: [] };
    group.activities.push(activity);
    groups.set(id, group);
  }
  const rank = (id: string) => {
    const known = (USE_TYPE_ORDER as readonly string[]).indexOf(id);
    return known !== -1 ? known : id === 'other' ? USE_TYPE_ORDER.length + 1 : USE_TYPE_ORDER.length;
  };
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/** An activity's page: `{prefix}/plan/{id}` (the plan page of mf-search). */
export function activityPath(prefix: string, activity: Pick<ActivityChoice, 'id'>): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return `${clean ? `/${clean}` : ''}/plan/${encodeURIComponent(activity.id)}`;
}
