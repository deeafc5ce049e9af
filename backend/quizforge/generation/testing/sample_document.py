"""A short study text in plain prose, for generation tests and benchmarks."""

# Twelve paragraphs, about 2,300 characters.
DOCUMENT = """\
The water cycle describes how water moves between the oceans, the air and the land. It has no starting \
point, but it is usually explained beginning with the oceans, which hold about ninety-seven percent of \
the water on Earth.

Evaporation turns liquid water into water vapour. The energy for evaporation comes from the Sun, which \
warms the surface of oceans, lakes and rivers. Warm air can hold more water vapour than cold air.

Transpiration is the release of water vapour from the leaves of plants. Together with evaporation it is \
often called evapotranspiration, and it returns a large share of rainfall back to the atmosphere.

Condensation happens when water vapour cools and becomes tiny liquid droplets. Clouds and fog are made \
of these droplets, which form around small particles of dust, salt or smoke in the air.

Precipitation is water that falls from clouds as rain, snow, sleet or hail. It occurs when cloud \
droplets grow too heavy to stay suspended in the rising air that supports them.

Infiltration is the movement of water from the ground surface into the soil. Sandy soils let water \
infiltrate quickly, while clay soils and paved surfaces let very little water pass through.

Groundwater is water stored underground in the pores and cracks of rocks. A layer of rock that holds \
and transmits enough groundwater to supply a well is called an aquifer.

Surface runoff is rainfall that flows over the land instead of soaking in. Runoff gathers in streams \
and rivers and eventually carries water, soil and dissolved minerals back to the sea.

Glaciers and ice caps store about two percent of the water on Earth. In mountain regions, melting snow \
and ice feed rivers during the warm months of the year.

Sublimation is the change of ice directly into water vapour without melting first. It is common on \
high mountains where the air is dry, the sunlight is strong and the wind is steady.

Humans change the water cycle by building dams, draining wetlands and pumping groundwater for farms. \
Cities increase runoff because roofs and roads stop rain from entering the soil.

Climate change warms the atmosphere, and a warmer atmosphere holds more water vapour. Scientists expect \
this to make heavy rainfall events more intense in many parts of the world.
"""

# A longer study text (a history lesson) for the generators and the benches.
HISTORY = """\
The Industrial Revolution

The Industrial Revolution began in Britain in the second half of the eighteenth century. Before it, most \
goods were made by hand in homes and small workshops.

The textile industry was the first to use modern production methods. In 1764 James Hargreaves built the \
spinning jenny, a machine that let one worker spin eight threads at once. Richard Arkwright opened a \
water-powered cotton mill at Cromford in 1771, and the mill employed about 200 workers.

The steam engine changed industry more than any other invention. Thomas Newcomen had built an engine to \
pump water out of coal mines in 1712, but it wasted a great deal of fuel. James Watt added a separate \
condenser in 1769, which made the engine far more efficient.

Coal became the most important fuel of the period. Canals were dug to carry coal cheaply from the mines to \
the growing towns. The Bridgewater Canal, opened in 1761, halved the price of coal in Manchester.

Iron production grew quickly after Abraham Darby learned to smelt iron ore with coke instead of charcoal. \
The first iron bridge in the world was built across the River Severn in 1779.

Railways spread across Britain in the nineteenth century. George Stephenson built the locomotive that \
pulled the first trains on the Stockton and Darlington Railway in 1825. The Liverpool and Manchester \
Railway opened in 1830 and carried passengers between the two cities.

Factories drew millions of people from the countryside into the cities. Manchester grew from about 25,000 \
inhabitants in 1772 to more than 300,000 by 1850. Working days of fourteen hours were common, and children \
often worked in the mills.

Parliament passed the Factory Act in 1833, which limited the hours that children could work. Trade unions \
slowly won better wages and safer working conditions for factory workers.

The revolution spread from Britain to Belgium, France and Germany in the early nineteenth century. The \
United States built its own textile mills in New England after Samuel Slater brought the designs of British \
machines across the Atlantic.
"""
