export function SurveysAdminPage() {
  return null;
}
