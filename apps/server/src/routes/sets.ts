import { SETS_MSG, setCalls as calls } from '@carddogam/contract/calls/sets';
import type { CallRouter } from '../http/call-router';
import { notFound } from '../errors';
import { anyone } from '../policies/roles';
import { readSet } from '../services/sets';
import { listAllSets } from '../repositories/sets';

/** /set: the sets of every edition and one set's cards; public reads. */
export function registerSetRoutes(r: CallRouter): void {
  r.handle(calls.list, anyone, (_p, { services }) => listAllSets(services.db));
  r.handle(calls.read, anyone, async ({ nation, name }, { services }) => {
    const answer = await readSet(services.db, nation, name);
    if (!answer) throw notFound(SETS_MSG.setMissing);
    return answer;
  });
}
