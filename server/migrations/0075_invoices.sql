-- Invoices and reimbursements (issue 33, BEN-7; docs/invoices.md, ADR 0073): receipts and CFDI
-- invoices employees upload, against one of their requests or on their own, decided by HR and
-- paid (the payment recorded for payroll).
CREATE TABLE invoices (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  concept TEXT NOT NULL,
  -- One of the person's requests (requests module) it supports, if any.
  request_id BIGINT REFERENCES requests(id),
  amount_cents BIGINT NOT NULL,
  currency TEXT NOT NULL,
  issued_on TEXT NOT NULL,
  -- Read from the CFDI when one was uploaded.
  issuer_rfc TEXT,
  issuer_name TEXT,
  receiver_rfc TEXT,
  cfdi_uuid TEXT,
  xml_key TEXT,
  file_key TEXT,
  file_name TEXT,
  -- 'submitted', 'approved', 'rejected', 'paid' or 'withdrawn'
  status TEXT NOT NULL,
  decided_by BIGINT REFERENCES users(id),
  decided_at {{TIMESTAMP}},
  reason TEXT,
  paid_on TEXT,
  paid_cents BIGINT,
  payment_reference TEXT,
  paid_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX invoices_person ON invoices (org_id, user_id, created_at);
CREATE INDEX invoices_recent ON invoices (org_id, created_at);
CREATE INDEX invoices_status ON invoices (org_id, status, created_at);
CREATE INDEX invoices_request ON invoices (org_id, request_id);
CREATE INDEX invoices_decider ON invoices (org_id, decided_by);
CREATE INDEX invoices_payer ON invoices (org_id, paid_by);
CREATE INDEX invoices_uuid ON invoices (org_id, cfdi_uuid);
-- A stamped invoice is reimbursed once: its fiscal folio is unique in the organisation (a
-- withdrawn or rejected one may be uploaded again).
CREATE UNIQUE INDEX invoices_one_uuid ON invoices (org_id, cfdi_uuid)
  WHERE cfdi_uuid IS NOT NULL AND status IN ('submitted', 'approved', 'paid');
