"""The review tool: a web application where people decide what the machine is unsure of.

It sits on top of the library and calls the same `Pipeline` stages as the command line.
"""
