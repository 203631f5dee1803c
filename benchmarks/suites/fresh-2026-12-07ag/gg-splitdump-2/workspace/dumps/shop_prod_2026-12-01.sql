-- MySQL dump 10.13  Distrib 8.0.39, for Linux (x86_64)
--
-- Host: db-replica-2.internal.example.com    Database: shop
-- ------------------------------------------------------
-- Server version	8.0.39

/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;

--
-- Table structure for table `customers`
--

DROP TABLE IF EXISTS `customers`;
CREATE TABLE `customers` (
  `id` int NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `email` varchar(255) NOT NULL,
  `created_at` datetime NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

--
-- Dumping data for table `customers`
--

LOCK TABLES `customers` WRITE;
INSERT INTO `customers` VALUES (1,'Marta Kowalczyk','marta.k@example.com','2024-03-11 10:02:11'),(2,'Dev Patel','dev.patel@example.com','2024-05-02 08:40:51'),(3,'Jonas Weber','jweber@example.com','2024-06-19 17:15:09');
UNLOCK TABLES;

--
-- Table structure for table `orders`
--

DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (
  `id` int NOT NULL AUTO_INCREMENT,
  `customer_id` int NOT NULL,
  `status` varchar(16) NOT NULL,
  `total_cents` int NOT NULL,
  `created_at` datetime NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

--
-- Dumping data for table `orders`
--

LOCK TABLES `orders` WRITE;
INSERT INTO `orders` VALUES (1001,1,'paid',4599,'2026-11-28 12:00:01'),(1002,2,'refunded',1299,'2026-11-29 09:31:44'),(1003,1,'paid',23900,'2026-11-30 19:02:13');
UNLOCK TABLES;

--
-- Table structure for table `order_items`
--

DROP TABLE IF EXISTS `order_items`;
CREATE TABLE `order_items` (
  `id` int NOT NULL AUTO_INCREMENT,
  `order_id` int NOT NULL,
  `sku` varchar(32) NOT NULL,
  `qty` int NOT NULL,
  `price_cents` int NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

--
-- Dumping data for table `order_items`
--

LOCK TABLES `order_items` WRITE;
INSERT INTO `order_items` VALUES (1,1001,'SKU-1182',1,4599),(2,1002,'SKU-0091',1,1299),(3,1003,'SKU-7731',2,11950);
UNLOCK TABLES;

/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
-- Dump completed on 2026-12-01  2:00:04
