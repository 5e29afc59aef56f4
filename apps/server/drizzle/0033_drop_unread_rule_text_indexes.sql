-- No statement reads card_ability.text or card_attack.text by a pattern: the rule texts are searched through
-- card_search (attack_texts, ability_texts and their own trigram indexes). These two only cost every write
-- of a part and about 1.2 s of the first import.
DROP INDEX "card_ability_text_trgm_idx";--> statement-breakpoint
DROP INDEX "card_attack_text_trgm_idx";