/** A built-in policy text as data: articles with paragraphs and numbered items (turned into the markup 관리자 edit). */
export interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PolicyText {
  title: string;
  /** The day the text took effect, 'YYYY-MM-DD'. */
  effective: string;
  intro?: string;
  sections: PolicySection[];
}
