INSERT OR REPLACE INTO players(id,name,level) VALUES (1,'Skyforge Ranger',12),(2,'Ember Witch',8),(3,'Test Dummy',1);
