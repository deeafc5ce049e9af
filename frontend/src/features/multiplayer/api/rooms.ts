/** The rooms API of CONTRACT §7. */
import { api } from '@/lib/api-client';
import type { CreateRoomResponse, JoinRoomResponse, Room, RoomSettings } from '@/features/multiplayer/types';

const roomPath = (code: string) => `/api/multiplayer/rooms/${encodeURIComponent(code)}/`;

export async function createRoom(quizId: number, settings: RoomSettings): Promise<CreateRoomResponse> {
  const { data } = await api.post<CreateRoomResponse>('/api/multiplayer/rooms/create_room/', { quiz_id: quizId, ...settings });
  return data;
}

export async function getRoom(code: string): Promise<Room> {
  const { data } = await api.get<Room>(roomPath(code));
  return data;
}

export async function joinRoom(code: string, name: string): Promise<JoinRoomResponse> {
  const { data } = await api.post<JoinRoomResponse>(`${roomPath(code)}join/`, { code, name });
  return data;
}
