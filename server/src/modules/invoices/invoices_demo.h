// The demo organisation's invoices: the company's RFC every CFDI must be addressed to, a CFDI
// invoice and a receipt waiting for HR in the approvals inbox.
#pragma once

#include "api/demo.h"

namespace aplauso::invoices {

class InvoicesService;

void seed_demo_invoices(const InvoicesService& invoices, DemoOrg& demo);

}  // namespace aplauso::invoices
