import { REPORT_MESSAGES, REPORT_RESOLUTIONS, type ReportResolution } from '@tutorhub/contracts';
import { RequiredChoice } from '../../common/dto-fields';

/** PATCH admin/reports/{id}: how the admin resolves the report (and every open one of its item). */
export class ResolveReportDto {
  @RequiredChoice(REPORT_RESOLUTIONS, REPORT_MESSAGES.resolution, REPORT_MESSAGES.resolution)
  resolution: ReportResolution;
}
