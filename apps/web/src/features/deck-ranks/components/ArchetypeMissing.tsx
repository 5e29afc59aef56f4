import { MissingNotice } from '../../../components/MissingNotice';

/** An archetype page that cannot show its deck: an unknown or malformed id. */
export function ArchetypeMissing({ message }: { message: string }) {
  return (
    <MissingNotice message={message} backTo="/official_league/deck_rank/list" backLabel="덱 순위 목록" />
  );
}
