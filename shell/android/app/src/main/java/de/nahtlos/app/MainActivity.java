package de.nahtlos.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
