import type { ReactNode } from 'react';
import { Card } from './card';

/** A screen whose whole content is one centred card (reset, change password, payment). */
export function PageCard({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="mx-auto flex max-w-md justify-center px-4 py-12 sm:py-16">
      <Card className={`w-full ${className}`}>{children}</Card>
    </div>
  );
}
