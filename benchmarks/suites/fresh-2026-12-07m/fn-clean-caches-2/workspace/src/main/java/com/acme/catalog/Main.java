package com.acme.catalog;

public final class Main {
    public static void main(String[] args) {
        System.out.println("catalog-service " + Main.class.getPackage().getImplementationVersion());
    }
}
