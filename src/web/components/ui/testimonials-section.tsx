import { Quote } from 'lucide-react';
import { contentPicture } from '../../../core/content-images';
import { Card } from './card';
import { PageContainer } from './page-container';
import { ResponsiveImage } from './responsive-image';
import { StarRating } from './star-rating';

export interface Testimonial {
  name: string;
  place: string;
  text: string;
  photo: string;
}

/** The owner's testimonials (SPEC §2: three by default), each with five stars. */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="py-section">
      <PageContainer>
        <h2 id="testimonials-heading" className="text-center text-3xl text-earth-900 sm:text-4xl">
          What Our Customers Say
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => {
            const portrait = contentPicture(testimonial.photo);
            return (
              <li key={index}>
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
                      <span className="block text-sm text-ink-muted">{testimonial.place}</span>
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
