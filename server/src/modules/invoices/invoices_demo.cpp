#include "modules/invoices/invoices_demo.h"

#include <chrono>
#include <string>

#include "core/days.h"

#include "modules/invoices/invoices_service.h"

namespace aplauso::invoices {

namespace {

/// The demo company's RFC: the receiver every CFDI must name.
constexpr const char* kDemoRfc = "DEM010101AB1";

/// The day `days` days before today (UTC), as YYYY-MM-DD.
std::string days_before_today(int days) {
  const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  return day_text(std::chrono::year_month_day(today - std::chrono::days(days)));
}

/// A stamped CFDI 4.0 of a course, issued `days_ago` days before now.
std::string course_cfdi(int days_ago) {
  const std::string date = days_before_today(days_ago);
  return R"xml(<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="C" Folio="2231"
    Fecha=")xml" +
         date + R"xml(T09:30:00" SubTotal="3000.00" Moneda="MXN" Total="3480.00"
    TipoDeComprobante="I" Exportacion="01" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="IDI950101AB3" Nombre="INSTITUTO DE IDIOMAS DEL VALLE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc=")xml" +
         kDemoRfc + R"xml(" Nombre="DEMO SA DE CV" UsoCFDI="D10"
      DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="601"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="86101700" Cantidad="1" ClaveUnidad="E48"
        Descripcion="Curso de inglés de negocios" ValorUnitario="3000.00" Importe="3000.00"
        ObjetoImp="02"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1"
        UUID="5f0c1e2a-8b7d-4c3e-9a61-d2b4f8e90a17" FechaTimbrado=")xml" +
         date + R"xml(T09:31:00"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
)xml";
}

/// A one-page PDF receipt (a taxi ride).
std::string taxi_receipt() {
  return "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
         "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
         "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\n"
         "trailer<</Root 1 0 R>>\n%%EOF\n";
}

}  // namespace

void seed_demo_invoices(const InvoicesService& invoices, DemoOrg& demo) {
  invoices.set_receiver_rfc(demo.org, std::string(kDemoRfc));

  InvoiceInput course;
  course.concept_text = "Curso de inglés de negocios";
  invoices.submit(demo.org, demo.id("person:ana.torres@demo.local"), course,
                  Attachment{"factura-curso.xml", course_cfdi(12)}, std::nullopt);

  InvoiceInput taxi;
  taxi.concept_text = "Taxi a la visita de cliente";
  taxi.amount = "285.00";
  taxi.currency = "MXN";
  taxi.issued_on = days_before_today(3);
  invoices.submit(demo.org, demo.id("person:carlos.ruiz@demo.local"), taxi, std::nullopt,
                  Attachment{"recibo-taxi.pdf", taxi_receipt()});
}

}  // namespace aplauso::invoices
