import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CaptchaQuestion, QuestionCategory, QuestionWord } from '../../../contract/captchaQuestion';

const CATEGORY: Record<QuestionCategory, MessageDescriptor> = {
  animal: msg`an animal`,
  colour: msg`a colour`,
  fruit: msg`a fruit`,
  body: msg`a part of the body`,
};

const WORD: Record<QuestionWord, MessageDescriptor> = {
  cat: msg({ comment: 'captcha question word (animal)', message: 'cat' }),
  dog: msg({ comment: 'captcha question word (animal)', message: 'dog' }),
  horse: msg({ comment: 'captcha question word (animal)', message: 'horse' }),
  fish: msg({ comment: 'captcha question word (animal)', message: 'fish' }),
  bird: msg({ comment: 'captcha question word (animal)', message: 'bird' }),
  cow: msg({ comment: 'captcha question word (animal)', message: 'cow' }),
  red: msg({ comment: 'captcha question word (colour)', message: 'red' }),
  blue: msg({ comment: 'captcha question word (colour)', message: 'blue' }),
  green: msg({ comment: 'captcha question word (colour)', message: 'green' }),
  yellow: msg({ comment: 'captcha question word (colour)', message: 'yellow' }),
  black: msg({ comment: 'captcha question word (colour)', message: 'black' }),
  white: msg({ comment: 'captcha question word (colour)', message: 'white' }),
  apple: msg({ comment: 'captcha question word (fruit)', message: 'apple' }),
  banana: msg({ comment: 'captcha question word (fruit)', message: 'banana' }),
  orange: msg({ comment: 'captcha question word (fruit)', message: 'orange' }),
  grape: msg({ comment: 'captcha question word (fruit)', message: 'grape' }),
  mango: msg({ comment: 'captcha question word (fruit)', message: 'mango' }),
  lemon: msg({ comment: 'captcha question word (fruit)', message: 'lemon' }),
  hand: msg({ comment: 'captcha question word (body)', message: 'hand' }),
  foot: msg({ comment: 'captcha question word (body)', message: 'foot' }),
  nose: msg({ comment: 'captcha question word (body)', message: 'nose' }),
  ear: msg({ comment: 'captcha question word (body)', message: 'ear' }),
  eye: msg({ comment: 'captcha question word (body)', message: 'eye' }),
  knee: msg({ comment: 'captcha question word (body)', message: 'knee' }),
};

/** The captcha's question said in the person's language; its answer (1–4) goes in the verification code field. */
export default function CaptchaQuestionText({ question, id }: { question: CaptchaQuestion; id: string }) {
  const { t, i18n } = useLingui();
  const category = i18n._(CATEGORY[question.category]);
  const words = question.words.map((word, index) => `${index + 1}. ${i18n._(WORD[word])}`).join('; ');
  return (
    <p id={id} className="captcha-question" data-testid="captcha-question">
      {t`Which of these words is ${category}? Type its number (1 to 4) in the verification code field: ${words}.`}
    </p>
  );
}
