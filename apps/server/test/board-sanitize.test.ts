import { describe, expect, it } from 'vitest';
import { BOARD_IMAGE_PATTERN } from '@carddogam/contract/calls/board';
import { cardMentionHtml } from '@carddogam/contract/board/mention';
import { htmlToText, sanitizePostHtml } from '../src/services/board-html';

/**
 * The board sanitizer (decision 027) against the usual XSS vectors: every one must come out harmless,
 * while the formatting the editor offers survives exactly.
 */

const UPLOAD = '/upload/board/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="${UPLOAD}" onerror="alert(1)" onload="alert(2)">`,
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" \x01javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onclick="alert(1)" target="_self" rel="opener">ok</a>',
  '<span class="card-mention" data-card-id="x&quot; onmouseover=&quot;alert(1)" data-edition="kr">x</span>',
  '<span class="card-mention" data-card-id="sv1-1" data-edition="kr" onmouseover="alert(1)" style="color:red">리자몽</span>',
  '<span class="card-mention evil" data-card-id="sv1-1" data-edition="zz">가짜 칩</span>',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<img src="//evil.example/x.png">',
  '<img src="/upload/board/../../etc/passwd">',
  '<img src="https://evil.example/track.gif">',
  '<a href="//evil.example">x</a>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<textarea><script>alert(1)</script></textarea>',
  '<video><source onerror=alert(1)></video>',
  '<a href="http://ok.example/?q=<script>">x</a>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p><b onmouseover=alert(1)>굵게</b></p>',
  '<h1 onclick="alert(1)">제목</h1>',
];

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  del: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
  span: ['class', 'data-card-id', 'data-edition'],
};

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#([0-9]+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t');

/** Every way the output could still run script or load something foreign. Empty when safe. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    const name = tag[1]!.toLowerCase();
    if (!(name in ALLOWED)) {
      found.push(`tag <${name}>`);
      continue;
    }
    for (const attr of tag[2]!.matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)) {
      const [key, value] = [attr[1]!.toLowerCase(), decode(attr[2]!)];
      if (!ALLOWED[name]!.includes(key)) found.push(`attribute ${key} on <${name}>`);
      if (key === 'href' && !/^https?:\/\/[^/]/i.test(value)) found.push(`href ${value}`);
      if (key === 'src' && !BOARD_IMAGE_PATTERN.test(value)) found.push(`src ${value}`);
      if (key === 'rel' && value !== 'noopener nofollow ugc') found.push(`rel ${value}`);
      if (key === 'target' && value !== '_blank') found.push(`target ${value}`);
      if (key === 'class' && value !== 'card-mention') found.push(`class ${value}`);
      if (key === 'data-card-id' && !/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/.test(value))
        found.push(`card id ${value}`);
      if (key === 'data-edition' && !['kr', 'en', 'jp'].includes(value)) found.push(`edition ${value}`);
    }
  }
  const decoded = decode(html).toLowerCase();
  for (const bad of [
    '<script',
    'javascript:',
    'vbscript:',
    'data:',
    'expression(',
    'srcdoc',
    'formaction',
    'style=',
  ]) {
    if (decoded.includes(bad)) found.push(bad);
  }
  if (/\son[a-z]+\s*=/i.test(decoded)) found.push('event handler');
  return found;
}

describe('board HTML sanitizer (decision 027)', () => {
  it('has at least 30 payloads to try', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((p, i) => [i + 1, p] as const))('makes payload %i harmless: %s', (_n, payload) => {
    const { html } = sanitizePostHtml(payload);
    expect(problems(html)).toEqual([]);
    expect(problems(sanitizePostHtml(`<p>앞 ${payload} 뒤</p>`).html)).toEqual([]);
  });

  it('makes all of them harmless at once, too', () => {
    expect(problems(sanitizePostHtml(PAYLOADS.join('\n')).html)).toEqual([]);
  });

  it('keeps the formatting the editor offers, exactly', () => {
    const mention = cardMentionHtml({ card_id: 'sv3pt5-6', edition: 'kr' }, '리자몽');
    const html = [
      '<h2>덱 소개</h2>',
      '<h3>핵심 카드</h3>',
      '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <code>코드</code></p>',
      '<ul><li>하나</li><li>둘</li></ul>',
      '<ol><li>첫째</li></ol>',
      '<blockquote><p>인용문</p></blockquote>',
      '<pre><code>deck list</code></pre>',
      `<p>${mention}와 <a href="https://pokemoncard.co.kr/cards">공식 사이트</a></p>`,
      `<p><img src="${UPLOAD}" alt="덱 사진" /></p>`,
      '<hr />',
    ].join('');
    const clean = sanitizePostHtml(html);
    expect(clean.html).toBe(
      html.replace(
        '<a href="https://pokemoncard.co.kr/cards">',
        '<a href="https://pokemoncard.co.kr/cards" rel="noopener nofollow ugc" target="_blank">',
      ),
    );
    expect(clean.mentions).toEqual([{ card_id: 'sv3pt5-6', edition: 'kr' }]);
    expect(clean.imageCount).toBe(1);
    expect(clean.text).toBe(
      '덱 소개\n핵심 카드\n굵게 기울임 밑줄 취소선 코드\n하나\n둘\n첫째\n인용문\ndeck list\n리자몽와 공식 사이트',
    );
  });

  it('keeps the text of what it removes, but not the text of scripts and styles', () => {
    const clean = sanitizePostHtml(
      '<div>상자</div><font color=red>빨강</font><script>var secret</script><style>p{}</style>',
    );
    expect(clean.html).toBe('<p>상자</p>빨강');
    expect(htmlToText('<p>a &amp; b &lt;c&gt;</p>')).toBe('a & b <c>');
  });

  it('keeps at most 50 card chips and turns the rest into text', () => {
    const chips = Array.from({ length: 55 }, (_, i) =>
      cardMentionHtml({ card_id: `sv1-${i}`, edition: 'en' }, `카드${i}`),
    );
    const clean = sanitizePostHtml(`<p>${chips.join(' ')}</p>`);
    expect(clean.mentions).toHaveLength(50);
    expect(clean.html).toContain('카드54');
    expect(clean.html.match(/card-mention/g)).toHaveLength(50);
  });
});

describe('the safety check of these tests', () => {
  it('finds every payload unsafe before it is sanitized', () => {
    expect(PAYLOADS.filter((p) => problems(p).length === 0)).toEqual([]);
  });
});
