/**
 * Which English sets print the cards of a Japanese (and Korean, which reuses the Japanese codes) set.
 * Neither data source links the two, so this table is kept by hand from the published set lists. A print
 * is only linked when exactly one English card in these sets has its facts (see matching.ts), so listing
 * a neighbouring set too is harmless; a set not listed here is never linked.
 */
export const JP_TO_EN_SETS: Record<string, string[]> = {
  // Mega Evolution
  M1L: ['me1'],
  M1S: ['me1'],
  M2: ['me2'],
  M2a: ['me2pt5'],
  // Scarlet & Violet
  'SV-P': ['svp'],
  SV1S: ['sv1'],
  SV1V: ['sv1'],
  SV1a: ['sv2', 'sv3'],
  SV2P: ['sv2'],
  SV2D: ['sv2'],
  SV2a: ['sv3pt5'],
  SV3: ['sv3'],
  SV3a: ['sv3', 'sv4'],
  SV4K: ['sv4'],
  SV4M: ['sv4'],
  SV4a: ['sv4pt5'],
  SV5K: ['sv5'],
  SV5M: ['sv5'],
  SV5a: ['sv6'],
  SV6: ['sv6'],
  SV6a: ['sv6pt5', 'sv7'],
  SV7: ['sv7'],
  SV7a: ['sv8'],
  SV8: ['sv8'],
  SV8a: ['sv8pt5'],
  SV9: ['sv9'],
  SV9a: ['sv10'],
  SV10: ['sv10'],
  SV11B: ['zsv10pt5'],
  SV11W: ['rsv10pt5'],
  // Sword & Shield
  'S-P': ['swshp'],
  S5I: ['swsh5'],
  S6H: ['swsh6'],
  S6K: ['swsh6'],
  S7D: ['swsh7'],
  S8: ['swsh8'],
  S8b: ['swsh8', 'swsh9', 'swsh9tg', 'swsh12pt5', 'swsh12pt5gg'],
  S9: ['swsh9'],
  S9a: ['swsh10'],
  S10P: ['swsh10'],
  S10a: ['swsh11'],
  S11: ['swsh11'],
  S11a: ['swsh12'],
  S12: ['swsh12'],
  S12a: ['swsh12pt5', 'swsh12pt5gg'],
  // Sun & Moon
  SM1S: ['sm1'],
  SM1M: ['sm1'],
  SM1p: ['sm1'],
  SM2K: ['sm2'],
  SM2L: ['sm2'],
  SM2p: ['sm2'],
  SM3H: ['sm3'],
  SM3N: ['sm3'],
  SM3p: ['sm35'],
  SM4A: ['sm4'],
  SM4S: ['sm4'],
  SM4p: ['sm4', 'sm5'],
  SM5S: ['sm5'],
  SM5M: ['sm5'],
  SM5p: ['sm5'],
  SM6: ['sm6'],
  SM6a: ['sm6', 'sm7', 'sm75'],
  SM6b: ['sm6', 'sm7'],
  SM7: ['sm7'],
  SM7a: ['sm8'],
  SM7b: ['sm8'],
  SM8: ['sm8'],
  SM8a: ['sm8', 'sm9'],
  SM8b: ['sm115', 'sma'],
  SM9: ['sm9'],
  SM9a: ['sm9', 'sm10'],
  SM9b: ['sm9', 'sm10'],
  SM10: ['sm10'],
  SM10a: ['sm10', 'sm11'],
  SM10b: ['sm10', 'sm11'],
  SM11: ['sm11'],
  SM11a: ['sm11', 'sm12'],
  SM11b: ['sm11', 'sm12'],
  SM12: ['sm12'],
  SM12a: ['sm12', 'sm115'],
  // XY
  CP1: ['dc1'],
  CP2: ['g1'],
  // ex era (PCG) and before
  PCG1: ['ex5', 'ex6'],
  PCG2: ['ex7', 'ex8'],
  PCG3: ['ex7'],
  PCG4: ['ex9', 'ex10'],
  PCG5: ['ex10', 'ex11'],
  PCG6: ['ex11'],
  PCG7: ['ex13'],
  PCG8: ['ex14'],
  PCG9: ['ex15'],
  E1: ['ecard1'],
  E2: ['ecard2'],
  E3: ['ecard2'],
  E4: ['ecard3'],
  E5: ['ecard3'],
  neo1: ['neo1'],
  neo2: ['neo2'],
  neo3: ['neo3'],
  neo4: ['neo4'],
  PMCG1: ['base1', 'base4'],
  PMCG2: ['base2'],
  PMCG3: ['base3'],
  PMCG4: ['base5'],
  PMCG5: ['gym1'],
  PMCG6: ['gym2'],
};

/**
 * The Japanese (and Korean) sets that are one product with one English set, as pairs [asia code, English
 * set id]: the Japanese set maps to that English set alone, and no other Japanese set maps to it
 * (SV2a ↔ sv3pt5, the 151 set). Sets whose cards spread over several sets are left for staff to link.
 */
export function sameProductSets(map: Record<string, string[]> = JP_TO_EN_SETS): Array<[string, string]> {
  const mappedFrom = new Map<string, number>();
  for (const enSets of Object.values(map))
    for (const en of enSets) mappedFrom.set(en, (mappedFrom.get(en) ?? 0) + 1);
  return Object.entries(map)
    .filter(([, enSets]) => enSets.length === 1 && mappedFrom.get(enSets[0]!) === 1)
    .map(([asia, enSets]) => [asia, enSets[0]!]);
}

/**
 * Korean set names in the source that are known to be wrong: a Chinese set's name was pasted into many
 * CS* sets and into S11, and XY6 carries CP1's name. These sets get no Korean set record.
 */
export function isTrustedKoreanSetName(setId: string): boolean {
  return !/^CS/.test(setId) && setId !== 'S11' && setId !== 'XY6';
}
