-- Invoices' settings per organisation (ADR 0073's follow-up, docs/invoices.md): the RFC a CFDI
-- must be addressed to (the company's, for deductible reimbursements). NULL: any receiver.
CREATE TABLE invoice_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  receiver_rfc TEXT,
  updated_at {{TIMESTAMP}} NOT NULL
);
