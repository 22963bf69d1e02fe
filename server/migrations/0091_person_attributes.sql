-- Three attributes of a person an organisation may supply (issue 33 FIL-2 and BEN-1, issue 34
-- ANA-★3; ADR 0088): the national identity document (RUT, CURP, DNI… stored normalised: upper
-- case, letters and digits only), the contract type and the gender. Written by admins (the people
-- form, the spreadsheet import), seen by admins and the person; never on public profiles. Bulk
-- file uploads match file names on the document, benefits' eligibility reads the contract type,
-- and the equity report groups by contract type and gender (groups of at least k only).
ALTER TABLE users ADD COLUMN national_id TEXT;
ALTER TABLE users ADD COLUMN contract_type TEXT;
ALTER TABLE users ADD COLUMN gender TEXT;
-- One person per document in an organisation; also what a bulk upload looks the document up by.
CREATE UNIQUE INDEX users_org_national_id ON users (org_id, national_id) WHERE national_id IS NOT NULL;
