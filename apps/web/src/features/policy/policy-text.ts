/** A policy page as data: articles with paragraphs and numbered items, so the texts can become editable. */
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
