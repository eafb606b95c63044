import styles from './activities.module.css';
import { activityPath, type ActivityGroup } from '../lib/activity-groups';

/**
 * The activities grouped by use type, each a link to its plan page: the list of
 * `/plan/activities` and of the popular-activities modal. `idPrefix` keeps the ids of two
 * lists on one page apart; the page's groups keep their bare ids (its `#event` anchors).
 */
export function ActivityGroupList({
  groups,
  prefix,
  otherLabel,
  headingLevel = 2,
  idPrefix = '',
}: {
  groups: readonly ActivityGroup[];
  prefix: string;
  /** The heading of the group without a use type. */
  otherLabel: string;
  headingLevel?: 2 | 3;
  idPrefix?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {groups.map((group) => {
        const id = `${idPrefix}${group.id}`;
        const headingId = `${idPrefix}activities-${group.id}-heading`;
        return (
          <section key={group.id} id={id} aria-labelledby={headingId} className={styles.group}>
            <Heading id={headingId} tabIndex={-1} className={styles.groupTitle}>
              {group.label ?? otherLabel}
            </Heading>
            <ul className={styles.list}>
              {group.activities.map((activity) => (
                <li key={activity.id}>
                  <a href={activityPath(prefix, activity)} className={styles.link}>
                    {activity.plural ?? activity.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
