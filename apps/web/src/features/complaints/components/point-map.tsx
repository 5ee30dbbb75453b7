// Loaded only when the deployment has a tile server (MAP_TILE_URL): Leaflet and its CSS stay out of
// the first load and out of the form for every municipality without a map.
import 'leaflet/dist/leaflet.css';
import { complaintPointSchema } from '@ebelediye/contract/complaints';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pointText } from '../../../lib/point-text';

export interface Point {
  lat: number;
  lon: number;
}

/** Türkiye's middle, and the bounds the API accepts (complaintPointSchema). */
const turkeyCentre: L.LatLngTuple = [39.0, 35.0];
const turkeyBounds: L.LatLngBoundsExpression = [
  [35, 25],
  [43, 45],
];

/**
 * The optional point on a map. A click or tap puts the marker; keyboard users pan with the arrow keys
 * (Leaflet's own) and take the map's centre with a button. The marker is a vector circle, so no marker
 * image has to be found next to Leaflet's CSS.
 */
export default function PointMap({
  tileUrl,
  value,
  onChange,
}: {
  tileUrl: string;
  value: Point | null;
  onChange: (point: Point | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const [error, setError] = useState<string>();

  // Stable (refs and a state setter only), so the map's click handler never goes stale.
  const choose = useCallback((latlng: L.LatLng) => {
    const parsed = complaintPointSchema.safeParse({
      lat: Number(latlng.lat.toFixed(6)),
      lon: Number(latlng.lng.toFixed(6)),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    change.current(parsed.data);
  }, []);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      center: turkeyCentre,
      zoom: 6,
      minZoom: 5,
      maxBounds: turkeyBounds,
      maxBoundsViscosity: 0.8,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Yakınlaştır', zoomOutTitle: 'Uzaklaştır' }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => choose(event.latlng));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, choose]);

  // The marker follows the form's value (set here, or cleared by "Konumu kaldır").
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngTuple = [value.lat, value.lon];
    if (marker.current) marker.current.setLatLng(at);
    else
      marker.current = L.circleMarker(at, {
        radius: 9,
        color: '#b71c1c',
        weight: 3,
        fillColor: '#e53935',
        fillOpacity: 0.7,
        interactive: false,
      }).addTo(current);
  }, [value]);

  return (
    <Stack spacing={1}>
      <Box
        ref={container}
        role="region"
        aria-label="Harita: yeri işaretlemek için tıklayınız; ok tuşlarıyla kaydırabilir, + ve - ile yakınlaştırabilirsiniz"
        data-testid="complaint-map"
        sx={{ height: 320, width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => map.current && choose(map.current.getCenter())}>
          Haritanın ortasını konum olarak seç
        </Button>
        {value && (
          <Button variant="text" onClick={() => onChange(null)}>
            Konumu kaldır
          </Button>
        )}
      </Stack>
      <FormHelperText component="p" role="status" sx={{ m: 0 }}>
        {value ? `Seçilen konum: ${pointText(value)}` : 'Konum seçilmedi.'}
      </FormHelperText>
      {error && (
        <FormHelperText error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
