// Reading CFDI invoices (modules/invoices/cfdi.h): versions 3.3 and 4.0 as the SAT publishes them,
// and the malformed and hostile files employees might upload.
#include <gtest/gtest.h>

#include <string>

#include "modules/invoices/cfdi.h"

namespace aplauso::invoices {
namespace {

const std::string kCfdi40 = R"xml(<?xml version="1.0" encoding="UTF-8"?>
<!-- Factura de ejemplo -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    Version="4.0" Serie="A" Folio="123" Fecha="2026-11-20T10:15:00" SubTotal="1000.00"
    Moneda="MXN" Total="1160.004" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE &amp; ASOCIADOS" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="MASO451221PM4" Nombre="MARIA OLIVIA MARTINEZ SAGAZ" UsoCFDI="G03"
      DomicilioFiscalReceptor="80290" RegimenFiscalReceptor="612"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="86101700" Cantidad="1" ClaveUnidad="E48" Descripcion="Curso de inglés"
        ValorUnitario="1000.00" Importe="1000.00" ObjetoImp="02"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1"
        UUID="ad662d33-6934-459c-a128-bdf0393e0f44" FechaTimbrado="2026-11-20T10:16:00"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
)xml";

TEST(UnitCfdi, ReadsAStampedVersion4Invoice) {
  const Cfdi c = read_cfdi(kCfdi40);
  EXPECT_EQ(c.version, "4.0");
  EXPECT_EQ(c.total_cents, 116000) << "1160.004 rounds to 1160.00";
  EXPECT_EQ(c.currency, "MXN");
  EXPECT_EQ(c.issued_on, "2026-11-20");
  EXPECT_EQ(c.issuer_rfc, "EKU9003173C9");
  EXPECT_EQ(c.issuer_name, "ESCUELA KEMPER URGATE & ASOCIADOS");
  EXPECT_EQ(c.receiver_rfc, "MASO451221PM4");
  EXPECT_EQ(c.uuid, "AD662D33-6934-459C-A128-BDF0393E0F44");
}

TEST(UnitCfdi, ReadsVersion33WithoutStampOrCurrency) {
  const std::string v33 =
      "\xEF\xBB\xBF<cfdi:Comprobante xmlns:cfdi='http://www.sat.gob.mx/cfd/3' Version='3.3' "
      "Fecha='2025-02-01T00:00:00' Total='99.5'><cfdi:Emisor Rfc='AAA010101AAA'/>"
      "<cfdi:Receptor Rfc='PE&#xD1;A800101AB1'/></cfdi:Comprobante>";
  const Cfdi c = read_cfdi(v33);
  EXPECT_EQ(c.total_cents, 9950);
  EXPECT_EQ(c.currency, "MXN");
  EXPECT_EQ(c.receiver_rfc,
            "PE\xC3\x91"
            "A800101AB1")
      << "Ñ by a character reference";
  EXPECT_FALSE(c.uuid.has_value());
}

TEST(UnitCfdi, RefusesMalformedAndHostileFiles) {
  const auto refused = [](const std::string& xml) {
    try {
      read_cfdi(xml);
    } catch (const CfdiError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  const std::string ok_tail =
      "><cfdi:Emisor Rfc='AAA010101AAA'/><cfdi:Receptor Rfc='AAA010101AAA'/></cfdi:Comprobante>";
  const std::string head = "<cfdi:Comprobante Version='4.0' Fecha='2026-01-01T00:00:00' ";
  EXPECT_EQ(refused(head + "Total='10'" + ok_tail), "") << "the baseline reads";

  // Not XML, not a CFDI, truncated, unbalanced.
  EXPECT_FALSE(refused("").empty());
  EXPECT_FALSE(refused("%PDF-1.7 not xml").empty());
  EXPECT_FALSE(refused("<factura Total='1'/>").empty());
  EXPECT_FALSE(refused(head + "Total='10'><cfdi:Emisor Rfc='AAA010101AAA'/>").empty());
  EXPECT_FALSE(
      refused(head + "Total='10'><cfdi:Emisor></cfdi:Receptor></cfdi:Comprobante>").empty());
  EXPECT_FALSE(refused(head + "Total='10'" + ok_tail + "<otro/>").empty());
  EXPECT_FALSE(refused(head + "Total='10' Total='20'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + "Total=10" + ok_tail).empty());
  // Entities: a DOCTYPE (billion laughs, external entities) is refused before anything is read.
  EXPECT_NE(refused("<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>" + head +
                    "Total='&e;'" + ok_tail)
                .find("DOCTYPE"),
            std::string::npos);
  EXPECT_FALSE(refused(head + "Total='&e;'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + "Total='&#0;'" + ok_tail).empty());
  // Amounts, dates, versions, RFCs and folios that are not what they say.
  EXPECT_FALSE(refused(head + "Total='-5'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + "Total='1e9'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + "Total='12.'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + ok_tail).empty()) << "no Total";
  EXPECT_FALSE(
      refused("<cfdi:Comprobante Version='4.0' Fecha='2026-13-01' Total='1'" + ok_tail).empty());
  EXPECT_FALSE(
      refused("<cfdi:Comprobante Version='2.0' Fecha='2026-01-01' Total='1'" + ok_tail).empty());
  EXPECT_FALSE(refused(head + "Total='1'><cfdi:Emisor Rfc='123'/><cfdi:Receptor "
                              "Rfc='AAA010101AAA'/></cfdi:Comprobante>")
                   .empty());
  EXPECT_FALSE(refused(head + "Total='1'><cfdi:Emisor Rfc='AAA010101AAA'/><cfdi:Receptor "
                              "Rfc='AAA010101AAA'/><tfd:TimbreFiscalDigital UUID='x'/>"
                              "</cfdi:Comprobante>")
                   .empty());
  EXPECT_FALSE(refused(std::string(kCfdiMaxBytes + 1, ' ')).empty());
}

TEST(UnitCfdi, KnowsTheShapeOfAnRfc) {
  EXPECT_TRUE(is_rfc("EKU9003173C9"));
  EXPECT_TRUE(is_rfc("MASO451221PM4"));
  EXPECT_TRUE(is_rfc("A&B010101AB1"));
  EXPECT_FALSE(is_rfc("eku9003173C9"));
  EXPECT_FALSE(is_rfc("EKU9003173C"));
  EXPECT_FALSE(is_rfc("EKUX9003173C99"));
}

}  // namespace
}  // namespace aplauso::invoices
