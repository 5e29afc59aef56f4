/**
 * How many Swiss rounds a tournament of the online league plays (decision 035): Play! Pokémon's table, the
 * most players for each number of rounds; past the last row, 9 rounds. The server fixes the rounds at the
 * start from it; the weekly rules' screen shows it, since the rounds are no setting of their own.
 */
export const SWISS_ROUNDS_BY_PLAYERS: ReadonlyArray<readonly [maxPlayers: number, rounds: number]> = [
  [8, 3],
  [12, 4],
  [32, 5],
  [64, 6],
  [128, 7],
  [226, 8],
];
export const MOST_SWISS_ROUNDS = 9;
/** The fewest players a tournament starts with. */
export const MIN_TOURNAMENT_PLAYERS = 4;

export function swissRoundsFor(playerCount: number): number {
  return SWISS_ROUNDS_BY_PLAYERS.find(([max]) => playerCount <= max)?.[1] ?? MOST_SWISS_ROUNDS;
}
