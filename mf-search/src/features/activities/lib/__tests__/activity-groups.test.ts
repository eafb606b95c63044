import type { ActivityChoice } from '../../../../lib/api/get-activities';
import { activityPath, groupActivities } from '../activity-groups';

const a = (id: string, useType: string | undefined, group: string | null): ActivityChoice => ({
  id,
  label: id,
  query: id,
  group,
  plural: null,
  names: [id],
  ...(useType ? { useType } : {}),
});

describe('groupActivities', () => {
  it('groups by use type, event, meeting and production first, others after, none last; order inside kept', () => {
    const groups = groupActivities([
      a('photo-shoot', 'production', 'Production'),
      a('party', 'event', 'Event'),
      a('odd', undefined, null),
      a('retreat', 'wellness', 'Wellness'),
      a('meeting', 'meeting', 'Meeting'),
      a('wedding', 'event', 'Event'),
    ]);
    expect(groups.map((g) => [g.id, g.label, g.activities.map((x) => x.id)])).toEqual([
      ['event', 'Event', ['party', 'wedding']],
      ['meeting', 'Meeting', ['meeting']],
      ['production', 'Production', ['photo-shoot']],
      ['wellness', 'Wellness', ['retreat']],
      ['other', null, ['odd']],
    ]);
  });

  it('is empty for an empty catalogue', () => {
    expect(groupActivities([])).toEqual([]);
  });
});

describe('activityPath', () => {
  it('is the plan page under the locale prefix, the id encoded', () => {
    expect(activityPath('de', { id: 'photo-shoot' })).toBe('/de/plan/photo-shoot');
    expect(activityPath('/fr-ca/', { id: 'a b' })).toBe('/fr-ca/plan/a%20b');
    expect(activityPath('', { id: 'party' })).toBe('/plan/party');
  });
});
