import {
  CONTACT_CONTENT_MAX,
  ContactBodySchema,
  contactCategoryLabels,
  ContactCategorySchema,
  countChars,
  type ContactBody,
} from '@hanpan/core';
import { useState } from 'react';
import { fieldErrors, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { ChoiceGroup } from '@/ui/choice-group';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import { useSendContact } from './contact.api';

type Category = ContactBody['category'];

const CATEGORY_CHOICES = ContactCategorySchema.options.map((value) => ({
  value,
  label: contactCategoryLabels[value],
}));

const SEND_FAILED = '문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The /contact form (category, 10–2000 characters, optional reply address). */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [category, setCategory] = useState<Category | null>(null);
  const [content, setContent] = useState('');
  const [replyEmail, setReplyEmail] = useState('');
  const send = useSendContact();
  const values = { category, content, replyEmail };
  const toBody = (current: typeof values) => ({
    category: current.category ?? undefined,
    content: current.content,
    replyEmail: current.replyEmail.trim(),
  });
  const form = useSubmitValidation(values, (current) => {
    const parsed = ContactBodySchema.safeParse(toBody(current));
    return parsed.success ? {} : fieldErrors(parsed.error);
  });

  const submit = form.handleSubmit(() => {
    send.mutate(ContactBodySchema.parse(toBody(values)), {
      onSuccess: onSent,
      onError: (failure) => form.showRequestError(failure, null, SEND_FAILED),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="문의하기" className="flex flex-col gap-6 pt-2">
      <ChoiceGroup
        legend="문의 유형"
        layout="chips"
        options={CATEGORY_CHOICES}
        value={category}
        error={form.error('category')}
        onChange={setCategory}
      />
      <TextAreaField
        label="문의 내용"
        name="content"
        rows={8}
        placeholder="어떤 점이 궁금하거나 불편하셨나요? 경기나 사용자에 관한 문의라면 닉네임과 날짜를 함께 적어주세요."
        value={content}
        error={form.error('content')}
        hint="10자 이상 적어주세요."
        counter={<CharCounter length={countChars(content.trim())} max={CONTACT_CONTENT_MAX} />}
        onChange={(event) => setContent(event.target.value)}
      />
      <TextField
        label="답변 받을 이메일 (선택)"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={replyEmail}
        error={form.error('replyEmail')}
        hint="메일로 답변을 받고 싶다면 적어주세요."
        onChange={(event) => setReplyEmail(event.target.value)}
      />
      {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        문의 보내기
      </Button>
    </form>
  );
}
