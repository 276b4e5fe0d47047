import { coded, LIMITS } from '@tutorhub/contracts';
import { NoContactDetails } from '../../common/contact-rule';
import { ImageUrl, RequiredText, ServerOwned } from '../../common/dto-fields';

/** POST postBlog. The author (and their email) is the caller; the date is the server's. */
export class CreateBlogDto {
  @NoContactDetails()
  @RequiredText(coded('blogForm.name'), LIMITS.nameMax, 'How to prepare for HSC physics')
  name: string;

  @ImageUrl(coded('blogForm.image'))
  image: string;

  @NoContactDetails()
  @RequiredText(coded('blogForm.description'), LIMITS.descriptionMax)
  description: string;

  @ServerOwned("the author's account email")
  email?: string;

  @ServerOwned('the server time of posting')
  publishedDate?: string;

  @ServerOwned('the server time of posting')
  time?: string;
}
