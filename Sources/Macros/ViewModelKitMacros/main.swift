import MacroExpansions

MacroPluginLoop.run()
