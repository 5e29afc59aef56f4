import { MissingNotice } from '../../../components/MissingNotice';

/** A player page that cannot show its player: an unknown or malformed id. */
export function PlayerMissing({ message }: { message: string }) {
  return <MissingNotice message={message} backTo="/official_league/player/list" backLabel="선수 목록" />;
}
