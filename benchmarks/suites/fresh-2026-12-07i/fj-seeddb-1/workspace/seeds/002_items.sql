INSERT OR REPLACE INTO items(id,player_id,name) VALUES (1,1,'Longbow'),(2,2,'Cinder Staff'),(3,1,'Grapple Hook');
