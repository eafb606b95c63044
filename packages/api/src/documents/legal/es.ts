import type { LegalSlug, LegalText } from '../types';

export const LEGAL_ES: Record<LegalSlug, LegalText> = {
  terms: {
    title: 'Condiciones del servicio',
    summary: 'Estas condiciones regulan el uso de Hourspace, el marketplace donde los invitados reservan espacios por horas directamente a los anfitriones.',
    sections: [
      {
        id: 'agreement',
        heading: '1. Nuestro acuerdo',
        blocks: [
          'Al crear una cuenta, publicar un espacio o hacer una reserva, aceptas estas Condiciones del servicio, la Política de privacidad, la Política de cancelación, el Resumen de tarifas y las Normas de la comunidad. Si no estás de acuerdo, no uses Hourspace.',
          'Hourspace solo ofrece la plataforma. El contrato de alquiler de cada reserva se celebra entre el invitado y el anfitrión; Hourspace no es parte de él y no posee, gestiona ni inspecciona los espacios publicados.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Tu cuenta',
        blocks: [
          'Debes tener al menos 18 años y capacidad para celebrar un contrato vinculante. La información que nos das debe ser exacta y estar actualizada.',
          {
            list: [
              'Mantén tu contraseña en secreto y no compartas tu cuenta.',
              'Avísanos de inmediato si crees que otra persona ha usado tu cuenta.',
              'Eres responsable de todo lo que se haga desde tu cuenta.',
            ],
          },
        ],
      },
      {
        id: 'bookings',
        heading: '3. Reservas',
        blocks: [
          'Una solicitud de reserva indica el espacio, la fecha, la hora de inicio y de fin, el número de asistentes y la actividad. La reserva se confirma cuando el anfitrión la acepta, o al instante en los espacios con reserva inmediata.',
          'Los invitados deben usar el espacio solo para la actividad y el número de asistentes reservados, dejarlo como lo encontraron y respetar las normas de la casa que figuran en el anuncio.',
        ],
      },
      {
        id: 'hosting',
        heading: '4. Ser anfitrión',
        blocks: [
          'Los anfitriones deben tener derecho a alquilar su espacio, describirlo con honestidad, mantener su calendario al día y cumplir las leyes, licencias, seguros y normas del edificio que le correspondan.',
          'Los anfitriones fijan su precio por hora, la duración mínima de la reserva y las normas de la casa. Los pagos se envían a la cuenta de cobro que configura el anfitrión, después del inicio de la reserva y una vez completada la verificación de identidad.',
        ],
      },
      {
        id: 'payments',
        heading: '5. Pagos y tarifas',
        blocks: [
          'Los invitados pagan el precio de la reserva más una tarifa de servicio del {guestFee} % al reservar. Los anfitriones pagan una tarifa de anfitrión del {hostFee} % del subtotal de la reserva, que se descuenta de su cobro. El Resumen de tarifas explica cada tarifa en detalle.',
          'Hourspace cobra los pagos como agente de cobro limitado del anfitrión: una vez que has pagado a Hourspace, tu obligación con el anfitrión por ese importe queda cumplida.',
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Cancelaciones y reembolsos',
        blocks: [
          'Las cancelaciones y los reembolsos siguen la Política de cancelación que muestra el anuncio en el momento de la reserva. Un anfitrión que cancela una reserva confirmada puede recibir cargos y perder posiciones en la búsqueda.',
        ],
      },
      {
        id: 'liability',
        heading: '7. Responsabilidad',
        blocks: [
          'Hourspace se ofrece «tal cual». En la medida en que la ley lo permita, no respondemos de pérdidas indirectas, y nuestra responsabilidad total por cualquier reclamación se limita a las tarifas que nos pagaste en los doce meses anteriores a la reclamación.',
          'Nada en estas condiciones limita la responsabilidad que la ley no permite limitar, como la derivada de fraude o de muerte o lesiones causadas por negligencia.',
        ],
      },
      {
        id: 'changes',
        heading: '8. Cambios en estas condiciones',
        blocks: [
          'Podemos actualizar estas condiciones. Cuando hagamos cambios importantes te avisaremos antes de que entren en vigor y te pediremos que aceptes la nueva versión la próxima vez que inicies sesión. El número de versión y la fecha al principio de esta página muestran siempre la versión vigente.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    summary: 'Cómo Hourspace recoge, usa y protege tu información personal, y qué opciones tienes.',
    sections: [
      {
        id: 'information-we-collect',
        heading: '1. Información que recogemos',
        blocks: [
          {
            list: [
              'Datos de la cuenta: tu nombre, correo electrónico, teléfono, contraseña y foto de perfil.',
              'Datos de reservas: los espacios que reservas o publicas, fechas, horas, mensajes y reseñas.',
              'Datos de pago: los gestionan nuestros proveedores de pago; solo guardamos los últimos dígitos y la marca de la tarjeta.',
              'Datos de uso: páginas visitadas, tipo de dispositivo y navegador, y ubicación aproximada según tu dirección IP.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-it',
        heading: '2. Cómo la usamos',
        blocks: [
          'Usamos tu información para hacer funcionar el marketplace: crear tu cuenta, tramitar reservas y cobros, permitir que invitados y anfitriones se comuniquen, prevenir el fraude, darte asistencia y, si lo aceptas, enviarte comunicaciones comerciales.',
        ],
      },
      {
        id: 'sharing',
        heading: '3. Con quién la compartimos',
        blocks: [
          'Cuando reservas, el anfitrión ve tu nombre, tu foto de perfil y los datos de la reserva; cuando eres anfitrión, los invitados ven tu perfil público y tu anuncio. Compartimos datos con proveedores que trabajan para nosotros (pagos, alojamiento, correo) con contratos que los protegen, y con las autoridades cuando la ley lo exige.',
          'No vendemos tu información personal.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies y analítica',
        blocks: [
          'Usamos cookies necesarias para mantener tu sesión y recordar tu idioma. Las cookies de analítica y publicidad solo se usan con tu consentimiento, que puedes cambiar en cualquier momento en «Tus opciones de privacidad», al pie de la página. Respetamos la señal Global Privacy Control.',
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Tus derechos',
        blocks: [
          'Según dónde vivas, puedes solicitar el acceso, la rectificación, la supresión o la portabilidad de tu información personal, y oponerte a algunos usos o limitarlos. Escribe a privacy@hourspace.com; respondemos en un plazo de 30 días.',
        ],
      },
      {
        id: 'retention',
        heading: '6. Cuánto tiempo la conservamos',
        blocks: [
          'Conservamos tu información mientras tu cuenta esté abierta y, después, solo el tiempo necesario por motivos legales, fiscales y de seguridad, normalmente hasta siete años para los registros de reservas y pagos.',
        ],
      },
      {
        id: 'california-privacy',
        heading: '7. Derechos de privacidad en California',
        blocks: [
          'Si vives en California, la California Consumer Privacy Act (modificada por la CPRA) te concede derechos adicionales:',
          {
            list: [
              'El derecho a saber qué categorías y qué datos personales concretos recogemos, usamos y divulgamos.',
              'El derecho a suprimir y a rectificar tus datos personales.',
              'El derecho a oponerte a la venta o cesión de tus datos para publicidad conductual.',
              'El derecho a limitar el uso de datos personales sensibles.',
              'El derecho a no ser discriminado por ejercer estos derechos.',
            ],
          },
          'Para oponerte a la cesión, usa «Tus opciones de privacidad» al pie de la página o activa Global Privacy Control en tu navegador. Para cualquier otra solicitud, escribe a privacy@hourspace.com. Verificamos las solicitudes comparándolas con tu cuenta, y puedes actuar mediante un representante autorizado.',
        ],
      },
      {
        id: 'contact',
        heading: '8. Contacto',
        blocks: ['Hourspace, Inc. es responsable de tu información. Preguntas sobre esta política: privacy@hourspace.com.'],
      },
    ],
  },
  'cancellation-policy': {
    title: 'Política de cancelación',
    summary: 'Qué ocurre con tu dinero cuando un invitado o un anfitrión cancela una reserva.',
    sections: [
      {
        id: 'guest-cancellations',
        heading: '1. Cuando cancela un invitado',
        blocks: [
          'Cada anuncio muestra una de tres políticas, elegida por el anfitrión. Se aplica la política que se muestra al reservar.',
          {
            list: [
              'Flexible: reembolso total hasta 24 horas antes del inicio.',
              'Moderada: reembolso total hasta 7 días antes del inicio; reembolso del 50 % hasta 24 horas antes.',
              'Estricta: reembolso total en las 24 horas siguientes a la reserva si el inicio es dentro de 7 días o más; reembolso del 50 % hasta 7 días antes del inicio.',
            ],
          },
          'Cualquier reserva puede cancelarse gratis en las 24 horas siguientes si el inicio es dentro de más de 48 horas.',
          'Después de la última de estas fechas, un invitado que cancela no recibe reembolso. «Hasta» y «en las 24 horas siguientes» incluyen el propio momento, y todas las horas son la hora local del espacio, que la reserva muestra como fecha y hora. Los días son días naturales allí: 7 días antes de un inicio el martes a las 10:00 es el martes anterior a las 10:00, aunque cambie la hora entre medias. Las horas se cuentan tal como pasan: 24 horas antes del inicio son 24 horas antes.',
          'Un reembolso total devuelve todo lo que pagó el invitado: el subtotal de la reserva, la tarifa de servicio y el impuesto. Un reembolso del 50 % devuelve la mitad del subtotal de la reserva (las horas y los extras que haya) y el impuesto cobrado sobre esa mitad; la tarifa de servicio, y el impuesto sobre ella y sobre la mitad no reembolsada, se conservan. Cada importe se redondea al céntimo más cercano (o a la unidad más pequeña de la moneda), las mitades hacia arriba.',
        ],
      },
      {
        id: 'host-cancellations',
        heading: '2. Cuando cancela un anfitrión',
        blocks: [
          'Si un anfitrión cancela una reserva confirmada, el invitado recibe un reembolso total, tarifa de servicio e impuesto incluidos. Al anfitrión se le puede cobrar una tarifa de cancelación y la cancelación aparece en su anuncio.',
        ],
      },
      {
        id: 'service-fee',
        heading: '3. La tarifa de servicio',
        blocks: ['La tarifa de servicio se reembolsa cuando la reserva se reembolsa por completo. No se reembolsa en los reembolsos parciales.'],
      },
      {
        id: 'exceptions',
        heading: '4. Circunstancias excepcionales',
        blocks: [
          'Si una emergencia, una catástrofe natural o una orden de las autoridades impiden la reserva, podemos reembolsar al invitado por completo sea cual sea la política. Contacta con el servicio de asistencia con los detalles.',
        ],
      },
    ],
  },
  'fees-overview': {
    title: 'Resumen de tarifas',
    summary: 'Todas las tarifas que Hourspace cobra a invitados y anfitriones, y cómo se calculan.',
    sections: [
      {
        id: 'guest-service-fee',
        heading: '1. Tarifa de servicio para invitados',
        blocks: [
          'Los invitados pagan una tarifa de servicio del {guestFee} % del subtotal de la reserva (el precio por hora por las horas reservadas, más los extras). Se muestra antes de confirmar y cubre la asistencia, los pagos seguros y nuestra plataforma.',
        ],
      },
      {
        id: 'host-fee',
        heading: '2. Tarifa de anfitrión',
        blocks: [
          'Los anfitriones pagan una tarifa del {hostFee} % del subtotal de la reserva. Se descuenta automáticamente del cobro, así que el anfitrión nunca recibe una factura. Publicar un espacio es gratis.',
        ],
      },
      {
        id: 'example',
        heading: '3. Un ejemplo',
        blocks: [
          'Un invitado reserva un estudio a 100 por hora durante 3 horas:',
          {
            list: [
              'Subtotal de la reserva: 300',
              'Tarifa de servicio ({guestFee} %): se suma a lo que paga el invitado',
              'Tarifa de anfitrión ({hostFee} %): se descuenta del cobro del anfitrión',
            ],
          },
        ],
      },
      {
        id: 'taxes',
        heading: '4. Impuestos',
        blocks: [
          'Cuando la ley lo exige, el IVA o el impuesto sobre las ventas se añade a nuestras tarifas y aparece en el desglose del precio. Los anfitriones son responsables de los impuestos sobre sus propios ingresos.',
        ],
      },
    ],
  },
  'community-guidelines': {
    title: 'Normas de la comunidad',
    summary: 'Las normas que todo invitado y anfitrión se compromete a cumplir para que cada reserva sea segura y acogedora.',
    sections: [
      {
        id: 'respect',
        heading: '1. Respeta a todos',
        blocks: [
          'Trata a anfitriones, invitados y vecinos con respeto. No toleramos la discriminación por raza, religión, origen nacional, discapacidad, sexo, identidad de género, orientación sexual o edad.',
        ],
      },
      {
        id: 'safety',
        heading: '2. Cuida la seguridad',
        blocks: [
          {
            list: [
              'No superes el número de asistentes reservado.',
              'Cumple las normas de incendios, aforo y accesibilidad.',
              'Informa de inmediato al anfitrión y a nosotros de cualquier peligro.',
            ],
          },
        ],
      },
      {
        id: 'honesty',
        heading: '3. Sé honesto',
        blocks: ['Los anuncios deben mostrar el espacio tal como es. Los invitados deben describir su actividad con sinceridad. Las reseñas deben reflejar experiencias reales.'],
      },
      {
        id: 'on-platform',
        heading: '4. Reserva y paga en Hourspace',
        blocks: [
          'Mantén los mensajes y los pagos en Hourspace. Pedir un pago fuera de la plataforma te deja sin la protección de nuestras condiciones y puede suponer la suspensión de tu cuenta.',
        ],
      },
      {
        id: 'enforcement',
        heading: '5. Si se incumplen las normas',
        blocks: ['Podemos advertir, restringir o eliminar cuentas y anuncios que incumplan estas normas. Puedes recurrir cualquier decisión escribiendo a trust@hourspace.com.'],
      },
    ],
  },
};
