/**
 * The standard reminder texts of Item, Supporter, Stadium and Pokémon Tool cards (§2.4), in English,
 * Korean and Japanese wording. They are shown under 룰; the rest of a card's text under 효과.
 */
const APOSTROPHE = `['’]`;
const REMINDERS: RegExp[] = [
  // Item
  /You may play (?:any number of|as many) Item cards(?: as you like)? during your turn(?: \(before your attack\))?\./,
  // Supporter
  /You (?:may|can) play only (?:1|one) Supporter card (?:during your turn|each turn)(?: \(before your attack\))?\.(?: When you play this card, put it next to your Active Pokémon\. When your turn ends, discard this card\.)?/,
  // Stadium
  new RegExp(
    `This (?:card|Stadium) stays in play (?:when you play it|after being played)\\. Discard (?:this card|it) if another Stadium(?: card)? comes into play\\.(?: If (?:another card with the same name|a Stadium with the same name) is in play, you can${APOSTROPHE}t play this card\\.)?`,
  ),
  new RegExp(
    `You may play only 1 Stadium card during your turn\\. Put it (?:next to|into) the Active Spot, and discard it if another Stadium comes into play\\. A Stadium with the same name can${APOSTROPHE}t be played\\.`,
  ),
  // Pokémon Tool
  new RegExp(
    `Attach a Pokémon Tool to 1 of your Pokémon that doesn${APOSTROPHE}t already have a Pokémon Tool attached(?: to it)?\\.`,
  ),
  /You may attach any number of Pokémon Tools to your Pokémon during your turn\. You may attach only 1 Pokémon Tool to each Pokémon, and it stays attached\./,
  // Korean prints
  /아이템은 자신의 차례에[^.]*사용할 수 있다\./,
  /서포트는 자신의 차례에 1장만 사용할 수 있다\./,
  /스타디움은 자신의 차례에 1장만[^.]*\.(?:\s*[^.]*스타디움이[^.]*트래시한다\.)?/,
  /포켓몬의 도구는 자신의 포켓몬에게 붙여서 사용한다\.(?:\s*[^.]*붙인 채로 둔다\.)?/,
  // Japanese prints
  /グッズは、?自分の番に何枚でも使える。/,
  /サポートは、?自分の番に1枚しか使えない。/,
  /スタジアムは、?自分の番に1枚だけ場に出せる。(?:[^。]*スタジアムが場に出たなら、?このカードをトラッシュする。)?/,
  /ポケモンのどうぐは、?自分のポケモンにつけて使う。(?:ポケモン1匹につき1枚だけつけられ、?つけたままにする。)?/,
];

export interface SplitText {
  effects: string[];
  rules: string[];
}

/** Takes the reminder sentences out of one piece of text. */
function splitOne(text: string): SplitText {
  const rules: string[] = [];
  let rest = text;
  for (const pattern of REMINDERS) {
    const match = rest.match(pattern);
    if (!match) continue;
    rules.push(match[0]);
    rest = rest.replace(match[0], ' ');
  }
  const effects = rest
    .split(/\n+/)
    .map((line) => line.replace(/\s{2,}/g, ' ').trim())
    .filter(Boolean);
  return { effects, rules };
}

/**
 * Sorts a card's text into 효과 and 룰. For Trainer cards the standard reminders go to 룰 and the
 * rest to 효과. For Pokémon, the rule box texts (ex, VSTAR, …) are rules as printed and stay under 룰;
 * for Energy the text is the card's effect.
 */
export function splitCardText(supertype: string, effects: string | null, rules: string[]): SplitText {
  const texts = [effects, ...rules].filter((text): text is string => Boolean(text?.trim()));
  if (supertype === 'Pokémon') {
    return {
      effects: effects?.trim() ? [effects.trim()] : [],
      rules: rules.filter((rule) => rule.trim()),
    };
  }
  const out: SplitText = { effects: [], rules: [] };
  for (const text of texts) {
    const { effects: e, rules: r } = splitOne(text);
    out.effects.push(...e);
    out.rules.push(...r);
  }
  return out;
}
