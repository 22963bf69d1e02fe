#include "modules/analytics/analytics_registry.h"

namespace aplauso::analytics {

const std::vector<Metric>& registry() {
  static const std::vector<Metric> metrics{
      {"recognitions_sent",
       "Reconocimientos enviados",
       "Recognitions sent",
       "Número de reconocimientos publicados en el periodo (uno por publicación, aunque tenga "
       "varios destinatarios), según el día de la organización en que se enviaron.",
       "Number of recognitions posted in the period (one per post, however many receivers), by "
       "the organisation's day they were sent.",
       {"posts", "post_receivers"},
       "recognition",
       "recognition",
       "count",
       "recognitions",
       true},
      {"recognitions_received",
       "Reconocimientos recibidos",
       "Recognitions received",
       "Número de veces que alguien recibió un reconocimiento en el periodo: un reconocimiento a "
       "tres personas cuenta tres.",
       "Number of times someone received a recognition in the period: a recognition to three "
       "people counts three.",
       {"post_receivers", "posts"},
       "recognition",
       "recognition",
       "count",
       "recognitions",
       true},
      {"points_given",
       "Puntos entregados",
       "Points given",
       "Suma de los puntos que recibieron las personas reconocidas en el periodo.",
       "Sum of the points the people recognised in the period received.",
       {"post_receivers"},
       "recognition",
       "recognition",
       "points",
       "recognitions",
       true},
      {"points_redeemed",
       "Puntos canjeados",
       "Points redeemed",
       "Suma de los puntos de los pedidos del catálogo hechos en el periodo.",
       "Sum of the points of the catalog orders placed in the period.",
       {"orders"},
       "recognition",
       "orders",
       "points",
       "catalog",
       true},
      {"redemptions",
       "Canjes del catálogo",
       "Catalog redemptions",
       "Número de pedidos del catálogo hechos en el periodo.",
       "Number of catalog orders placed in the period.",
       {"orders"},
       "recognition",
       "orders",
       "count",
       "catalog",
       true},
      {"active_people",
       "Personas activas",
       "Active people",
       "Personas distintas que en el periodo enviaron o recibieron un reconocimiento, dieron un "
       "me gusta o una reacción a una publicación, o canjearon en el catálogo. La serie muestra "
       "las personas activas de cada día (en periodos largos, el promedio diario de cada semana).",
       "Distinct people who in the period sent or received a recognition, liked or reacted to a "
       "post, or redeemed in the catalog. The series shows each day's active people (for long "
       "periods, each week's daily average).",
       {"post_receivers", "posts", "post_likes", "post_reactions", "orders"},
       "recognition",
       "analytics",
       "people",
       "",
       true},
      {"participation_by_department",
       "Participación por departamento",
       "Participation by department",
       "Porcentaje de las personas activas de cada departamento (hoy) que enviaron o recibieron "
       "al menos un reconocimiento en el periodo.",
       "Share of each department's active members (today) who sent or received at least one "
       "recognition in the period.",
       {"post_receivers", "posts", "users", "departments"},
       "recognition",
       "analytics",
       "percent",
       "recognitions",
       true},
      {"participation",
       "Participación",
       "Participation",
       "Porcentaje de las personas activas hoy de cada grupo que enviaron o recibieron al menos "
       "un reconocimiento en el periodo (análisis a medida: por cualquier atributo).",
       "Share of each group's people active today who sent or received at least one recognition "
       "in the period (custom analytics: by any attribute).",
       {"analytics_pairs", "users"},
       "recognition",
       "analytics",
       "percent",
       "recognitions",
       false},
      {"values_share",
       "Reparto de valores",
       "Values share",
       "De los reconocimientos recibidos en el periodo que llevan valores, qué parte lleva cada "
       "valor corporativo (un reconocimiento con dos valores cuenta en ambos).",
       "Of the recognitions received in the period that carry values, the share carrying each "
       "corporate value (a recognition with two values counts for both).",
       {"post_values", "post_receivers", "corporate_values"},
       "recognition",
       "corp_values",
       "percent",
       "corporate_values",
       false},
      {"top_badges",
       "Insignias más usadas",
       "Top badges",
       "Las insignias más entregadas en el periodo: cada persona que recibe una insignia cuenta "
       "una vez.",
       "The badges given most in the period: each person who receives a badge counts once.",
       {"posts", "post_receivers", "badges"},
       "recognition",
       "badges",
       "count",
       "badges",
       false},
      {"survey_participation",
       "Participación en encuestas",
       "Survey participation",
       "Personas distintas que completaron al menos una encuesta en el periodo, sobre las "
       "personas activas de la organización. Pasa por el motor de privacidad: con menos "
       "respuestas que el mínimo de la organización no se muestra.",
       "Distinct people who completed at least one survey in the period, over the organisation's "
       "active members. Goes through the privacy engine: below the organisation's minimum it is "
       "not shown.",
       {"survey_participation"},
       "survey",
       "surveys",
       "percent",
       "surveys",
       true},
      {"mood_average",
       "Ánimo promedio",
       "Mood average",
       "Promedio del ánimo (1 a 5) de los días cerrados del periodo que el motor de privacidad "
       "publica (cada día con al menos el mínimo de respuestas de la organización); los demás "
       "días no cuentan.",
       "Average mood (1 to 5) over the period's closed days the privacy engine publishes (each "
       "day with at least the organisation's minimum of answers); other days do not count.",
       {"mood_entries"},
       "mood",
       "moods",
       "score",
       "moods",
       true},
      {"recognition_gini",
       "Coeficiente de Gini del reconocimiento",
       "Recognition Gini coefficient",
       "Cuán desigual es el reparto de los reconocimientos recibidos en el periodo entre las "
       "personas activas hoy (quienes no recibieron ninguno cuentan con cero): 0 si todas "
       "recibieron lo mismo, cerca de 1 si unas pocas recibieron casi todo. Un grupo con menos "
       "personas que el mínimo de privacidad de la organización no se muestra.",
       "How unevenly the recognitions received in the period are spread over the people active "
       "today (those who received none count as zero): 0 when everyone received the same, near "
       "1 when a few received almost all. A group smaller than the organisation's privacy "
       "minimum is not shown.",
       {"analytics_pairs", "users"},
       "recognition",
       "recognition",
       "score",
       "recognitions",
       false},
      {"never_recognised_share",
       "Personas sin reconocimiento",
       "People never recognised",
       "Parte de las personas activas hoy que no recibieron ningún reconocimiento en el periodo.",
       "Share of the people active today who received no recognition in the period.",
       {"analytics_pairs", "users"},
       "recognition",
       "recognition",
       "percent",
       "recognitions",
       false},
      {"cross_department_share",
       "Reconocimientos entre departamentos",
       "Recognitions across departments",
       "Parte de los reconocimientos del periodo (uno por persona reconocida) en que quien "
       "reconoce y quien recibe están hoy en departamentos distintos. Un valor bajo indica "
       "equipos que se reconocen solo entre sí.",
       "Share of the period's recognitions (one per person recognised) where the sender and the "
       "receiver are in different departments today. A low value points to teams that only "
       "recognise each other.",
       {"analytics_pairs", "users", "departments"},
       "recognition",
       "recognition",
       "percent",
       "recognitions",
       false},
      {"reciprocity_rate",
       "Reciprocidad",
       "Reciprocity",
       "De las parejas en que una persona reconoció a otra en el periodo, la parte en que la otra "
       "también la reconoció. Se señalan las parejas que se reconocen al menos 3 veces cada una "
       "y cada una dedica a la otra al menos la mitad de lo que envió: una señal para revisar, "
       "nunca una sanción.",
       "Of the pairs where one person recognised another in the period, the share where the "
       "other recognised them back. Pairs who recognise each other at least 3 times each way, "
       "each giving the other at least half of what they sent, are flagged: a signal to review, "
       "never a sanction.",
       {"analytics_pairs", "users"},
       "recognition",
       "recognition",
       "percent",
       "recognitions",
       false},
  };
  return metrics;
}

std::string_view change_test(const Metric& metric) {
  const auto& id = metric.id;
  if (id == "active_people" || id == "participation_by_department" || id == "participation" ||
      id == "survey_participation" || id == "never_recognised_share") {
    return "proportions";
  }
  if (id == "recognitions_sent" || id == "recognitions_received" || id == "redemptions") {
    return "counts";
  }
  if (id == "mood_average") return "bounded_mean";
  return "none";
}

const Metric* find_metric(std::string_view id) {
  for (const auto& m : registry()) {
    if (m.id == id) return &m;
  }
  return nullptr;
}

}  // namespace aplauso::analytics
