-- An English version of what an organisation names in its own words (recognition types and
-- their super and sub types, corporate values, badges, levels), shown to people whose language
-- is English. NULL: the organisation's own wording is shown to everyone.
ALTER TABLE super_recognition_types ADD COLUMN name_en TEXT;
ALTER TABLE super_recognition_types ADD COLUMN description_en TEXT;
ALTER TABLE recognition_types ADD COLUMN name_en TEXT;
ALTER TABLE recognition_types ADD COLUMN description_en TEXT;
ALTER TABLE sub_recognition_types ADD COLUMN name_en TEXT;
ALTER TABLE sub_recognition_types ADD COLUMN description_en TEXT;
ALTER TABLE corporate_values ADD COLUMN name_en TEXT;
ALTER TABLE corporate_values ADD COLUMN description_en TEXT;
ALTER TABLE badges ADD COLUMN name_en TEXT;
ALTER TABLE badges ADD COLUMN description_en TEXT;
ALTER TABLE levels ADD COLUMN name_en TEXT;
