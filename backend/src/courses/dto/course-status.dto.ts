import { coded, COURSE_STATUSES, type CourseStatus } from '@tutorhub/contracts';
import { OptionalChoice, RequiredChoice } from '../../common/dto-fields';
import { PageQueryDto } from '../../common/pagination';

/** PATCH updateCourse/{id}: Pending or Accepted, any casing. */
export class CourseStatusDto {
  @RequiredChoice(COURSE_STATUSES, coded('rule.courseStatus'), coded('rule.courseStatus'))
  status: CourseStatus;
}

/** GET getCourse: `?status=` is an admin filter; everyone else sees Accepted courses only. */
export class CourseQueryDto extends PageQueryDto {
  @OptionalChoice(COURSE_STATUSES, coded('rule.courseStatus'))
  status?: CourseStatus;
}
