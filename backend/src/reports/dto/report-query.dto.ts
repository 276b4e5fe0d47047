import { coded, REPORT_STATUSES, type ReportStatus } from '@tutorhub/contracts';
import { OptionalChoice } from '../../common/dto-fields';
import { PageQueryDto } from '../../common/pagination';

/** GET admin/reports: open (the default) or resolved reports, by page. */
export class ReportQueryDto extends PageQueryDto {
  @OptionalChoice(REPORT_STATUSES, coded('report.status'))
  status?: ReportStatus;
}
