import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../../content/testimonials';
import { portraitPicture } from '../../../core/images';
import { Card } from '../ui/card';
import { PageContainer } from '../ui/page-container';
import { ResponsiveImage } from '../ui/responsive-image';
import { StarRating } from '../ui/star-rating';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-section">
      <PageContainer>
        <h2 id="testimonials-heading" className="text-center text-3xl text-earth-900 sm:text-4xl">
          What Our Customers Say
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => {
            const portrait = portraitPicture(testimonial.portrait);
            return (
              <li key={testimonial.name}>
                <Card as="figure" className="flex h-full flex-col p-7">
                  <div className="flex items-center justify-between">
                    <StarRating rating={5} />
                    <Quote className="size-7 text-gold-500" aria-hidden="true" />
                  </div>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                    <p>{testimonial.text}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <ResponsiveImage
                      picture={portrait}
                      sizes="3.5rem"
                      alt=""
                      className="size-14 rounded-full bg-shea-200 object-cover"
                    />
                    <span>
                      <span className="block font-semibold text-earth-900">{testimonial.name}</span>
                      <span className="block text-sm text-ink-muted">{testimonial.location}</span>
                    </span>
                  </figcaption>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}
