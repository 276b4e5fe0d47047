import { coded, REPORT_RESOLUTIONS, type ReportResolution } from '@tutorhub/contracts';
import { RequiredChoice } from '../../common/dto-fields';

/** PATCH admin/reports/{id}: how the admin resolves the report (and every open one of its item). */
export class ResolveReportDto {
  @RequiredChoice(REPORT_RESOLUTIONS, coded('report.resolution'), coded('report.resolution'))
  resolution: ReportResolution;
}
